import { describe, expect, it } from 'vitest';
import { terms } from '../ask/terms';
import { groupByTerms } from './questionGroups';

const flagged = (question: string) => ({ question, flagged: true });
const answered = (question: string) => ({ question, flagged: false });
const texts = (items: readonly { question: string }[]) => items.map((item) => item.question);

describe('groupByTerms', () => {
  it('files each flagged question under its two rarest shared terms, so a common term does not make the group', () => {
    const questions = [
      flagged('How do I embed the chatbot on WordPress?'),
      flagged('chatbot on wordpress: how to embed it'),
      flagged('Reset the API key of the chatbot'),
      flagged('api key reset'),
      flagged('chatbot theme wordpress'),
      flagged('Is there a dark mode?'),
      ...Array.from({ length: 5 }, () => answered('what is a chatbot')),
    ];
    const { groups, alone } = groupByTerms(questions);
    expect(groups.map((group) => [group.words, texts(group.questions)])).toEqual([
      [
        ['embed', 'wordpress'],
        ['How do I embed the chatbot on WordPress?', 'chatbot on wordpress: how to embed it'],
      ],
      // Three terms as rare as each other: the first two alphabetically.
      [
        ['api', 'key'],
        ['Reset the API key of the chatbot', 'api key reset'],
      ],
      // "theme" is in no other flagged question; "chatbot", in nine questions, is the only other term it shares.
      [['wordpress', 'chatbot'], ['chatbot theme wordpress']],
    ]);
    expect(groups[0]?.terms).toEqual([...terms('embed'), ...terms('wordpress')]);
    expect(texts(alone)).toEqual(['Is there a dark mode?']);
  });

  it('counts rarity over every question of the period, answered ones included, but groups only flagged ones', () => {
    const pair = [flagged('embed widget'), flagged('embed widget')];
    const alone = groupByTerms(pair);
    expect(alone.groups.map((group) => group.words)).toEqual([['embed', 'widget']]);

    const withAnswered = groupByTerms([...pair, answered('embed script'), answered('embed script')]);
    // "embed" is now in four questions, "widget" in two: the rarer comes first.
    expect(withAnswered.groups.map((group) => group.words)).toEqual([['widget', 'embed']]);
    expect(withAnswered.groups.flatMap((group) => group.questions).every((item) => item.flagged)).toBe(true);
    expect(withAnswered.alone).toEqual([]);
  });

  it('lets no term that only one flagged question has (a typo) split it from its neighbours', () => {
    const { groups, alone } = groupByTerms([
      flagged('embed chatbot wordpress'),
      flagged('embed chatbto wordpress'),
      answered('chatbot pricing'),
    ]);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.words).toEqual(['embed', 'wordpress']);
    expect(groups[0]?.questions).toHaveLength(2);
    expect(alone).toEqual([]);
  });

  it('keys a question with one shared term on that term alone', () => {
    const { groups } = groupByTerms([flagged('webhook retries'), flagged('webhook signature')]);
    expect(groups.map((group) => [group.words, group.questions.length])).toEqual([[['webhook'], 2]]);
  });

  it('puts larger groups first, equal ones in the order of their first question, and keeps the order given', () => {
    const { groups } = groupByTerms([
      flagged('slack bot 1'),
      flagged('teams bot a'),
      flagged('teams bot b'),
      flagged('slack bot 2'),
      flagged('teams bot c'),
      flagged('discord bot x'),
      flagged('discord bot y'),
    ]);
    expect(groups.map((group) => texts(group.questions))).toEqual([
      ['teams bot a', 'teams bot b', 'teams bot c'],
      ['slack bot 1', 'slack bot 2'],
      ['discord bot x', 'discord bot y'],
    ]);
  });

  it('names each term as the questions spell it most often', () => {
    const { groups } = groupByTerms([
      flagged('Embedding on websites'),
      flagged('embedded website'),
      flagged('website embedding'),
    ]);
    expect(groups).toHaveLength(1);
    expect([...(groups[0]?.words ?? [])].sort()).toEqual(['embedding', 'website']);
  });

  it('has nothing to group without flagged questions', () => {
    expect(groupByTerms([answered('embed widget'), answered('embed widget')])).toEqual({ groups: [], alone: [] });
    expect(groupByTerms([])).toEqual({ groups: [], alone: [] });
  });
});
