/**
 * The offline answer: extractive only. The best passages (one a page first, no near duplicates), each cut down to
 * the sentences, list items and code that share words with the question, each followed by its citation marker. When
 * the best passage covers too little of the question, the answer says the docs do not answer it and links the
 * nearest pages and the community page instead. Apart from that fixed framing, every sentence is a passage's own.
 */
import type { SourceDocument } from '../../src/lib/ask/protocol';
import { pageOf } from './search';
import { units, type Unit } from './sentences';
import { terms } from './terms';
import type { AskIndex, Hit, OfflineAnswer, Passage, SearchOptions } from './types';

/**
 * The least coverage (`Hit.coverage`) the best passage needs for the question to count as answered. On the golden
 * set every question the docs cannot answer gets 0 (its best passage lacks a specific word of it, or shares only one
 * word with it), and the lowest coverage of a question answered with a right citation is 0.36: this sits between.
 */
export const MIN_COVERAGE = 0.2;

/** Passages quoted at most. */
const MAX_CITATIONS = 3;
/** A passage after the first is quoted only when its score is at least this share of the first one's. */
const MIN_RELATIVE_SCORE = 0.6;
/**
 * …and when it holds at least this share of what the first one holds of the question's key words (`Hit.keyShare`):
 * a passage that scores close for a common word of the question ("user") while lacking what the question is about
 * ("remember … yesterday") wanders off it.
 */
export const MIN_KEY_SHARE = 0.6;
/** Pieces (sentences, list items, code blocks) quoted from one passage at most. */
const MAX_UNITS = 4;
/** A passage this short (a troubleshooting entry, a page's opening) is quoted whole: its sentences hang together. */
const SHORT_PASSAGE = 400;
/** List items or a code block quoted after a sentence that introduces them with a colon, at most. */
const MAX_INTRODUCED = 6;
/** Hits read for the citations. */
const HITS_READ = 20;
/** Follow-up questions offered at most. */
const MAX_FOLLOW_UPS = 3;

/** Where readers can ask people when the docs have no answer (a page of the docs). */
export const COMMUNITY_PAGE = '/docs/community/';

const NO_ANSWER = 'The docs do not answer this question.';

/** "Page title › Heading", or the title alone for a page's opening. */
export function citationTitle(hit: Pick<Hit, 'title' | 'heading'>): string {
  return hit.heading === hit.title ? hit.title : `${hit.title} › ${hit.heading}`;
}

/** The text cut into words, each with the spaces and line breaks after it; joined, they are the text. */
export function tokenize(text: string): string[] {
  return text.match(/\S+\s*/g) ?? [];
}

/** Two passages say the same thing when most of their terms are shared (an API schema repeated on two pages). */
function nearDuplicate(a: Hit, b: Hit): boolean {
  const left = new Set(terms(a.text));
  const right = new Set(terms(b.text));
  if (left.size === 0 || right.size === 0) return a.text === b.text;
  let shared = 0;
  for (const term of left) if (right.has(term)) shared += 1;
  return shared / Math.min(left.size, right.size) >= 0.8;
}

/**
 * The passages to quote: the best hit, then the next best of other pages that score close to it. When fewer than
 * three pages do, other close sections of the pages chosen fill the places left, after them: the answer may span
 * two sections of one page (a node reference's node and the variables its text fields take).
 */
export function chooseCitations(hits: readonly Hit[]): Hit[] {
  const [best] = hits;
  if (!best) return [];
  const bestKey = best.keyShare ?? 0;
  const close = hits.filter(
    (hit) =>
      hit.score >= best.score * MIN_RELATIVE_SCORE &&
      (pageOf(hit.source) === pageOf(best.source) || (hit.keyShare ?? 1) >= bestKey * MIN_KEY_SHARE),
  );
  const chosen: Hit[] = [best];
  for (const samePage of [false, true]) {
    for (const hit of close) {
      if (chosen.length === MAX_CITATIONS) break;
      const taken = chosen.some(
        (other) =>
          other.source === hit.source ||
          (!samePage && pageOf(other.source) === pageOf(hit.source)) ||
          nearDuplicate(other, hit),
      );
      if (!taken) chosen.push(hit);
    }
  }
  return chosen;
}

/**
 * The pieces of a passage worth quoting for a question: those sharing the most terms with it, in the passage's
 * order, with the list or code a chosen sentence introduces ("Paste this before </body>:"). A passage that matched
 * only by its title or heading is quoted from its start.
 */
export function quotedUnits(text: string, question: string): Unit[] {
  const asked = new Set(terms(question));
  const all = units(text);
  if (text.length <= SHORT_PASSAGE && all.length <= MAX_UNITS) return all;
  const scores = all.map((unit) => terms(unit.text).filter((term) => asked.has(term)).length);
  const best = Math.max(0, ...scores);
  const picked = new Set<number>();
  if (best === 0) {
    all.slice(0, 2).forEach((_, index) => picked.add(index));
  } else {
    const ranked = all.map((_, index) => index).sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || a - b);
    for (const index of ranked.slice(0, MAX_UNITS)) if ((scores[index] ?? 0) > 0) picked.add(index);
  }
  for (const index of [...picked]) {
    const unit = all[index];
    if (unit?.kind !== 'sentence' || !unit.text.endsWith(':')) continue;
    for (let next = index + 1; next <= index + MAX_INTRODUCED && next < all.length; next += 1) {
      const following = all[next];
      if (!following || following.kind === 'sentence') break;
      picked.add(next);
      if (following.kind === 'code') break;
    }
  }
  return all.filter((_, index) => picked.has(index));
}

/** Quoted pieces as text: sentences of one paragraph on one line, every other piece on a line of its own. */
export function quoteText(quoted: readonly Unit[]): string {
  let text = '';
  quoted.forEach((unit, index) => {
    const before = quoted[index - 1];
    if (before)
      text += unit.kind === 'sentence' && before.kind === 'sentence' && before.block === unit.block ? ' ' : '\n';
    text += unit.text;
  });
  return text;
}

/** A heading worth asking about next: not a page's opening, not its list of related pages; step numbers dropped. */
function followUpHeading(passage: Passage): string | undefined {
  if (passage.heading === passage.title) return undefined;
  const heading = passage.heading.replace(/^\d+[a-z]?\.\s+/, '');
  return heading === '' || /^related$/i.test(heading) ? undefined : heading;
}

/**
 * Questions for later, made only from the cited pages' other headings ("Page title: Heading"): on each cited page
 * the sections after the cited one, then those before it, taken in turn from the cited pages.
 */
export function followUps(index: AskIndex, cited: readonly Hit[]): string[] {
  const citedSources = new Set(cited.map((hit) => hit.source));
  const seenPages = new Set<string>();
  const queues: string[][] = [];
  for (const hit of cited) {
    const page = pageOf(hit.source);
    if (seenPages.has(page)) continue;
    seenPages.add(page);
    const sections = index.sections?.(page) ?? [];
    const at = sections.findIndex((passage) => passage.source === hit.source);
    const ordered = [...sections.slice(at + 1), ...sections.slice(0, Math.max(at, 0))];
    queues.push(
      ordered.flatMap((passage) => {
        const heading = citedSources.has(passage.source) ? undefined : followUpHeading(passage);
        return heading === undefined ? [] : [`${passage.title}: ${heading}`];
      }),
    );
  }
  const prompts: string[] = [];
  for (let round = 0; prompts.length < MAX_FOLLOW_UPS && queues.some((queue) => queue.length > round); round += 1) {
    for (const queue of queues) {
      const prompt = queue[round];
      if (prompt !== undefined && prompts.length < MAX_FOLLOW_UPS && !prompts.includes(prompt)) prompts.push(prompt);
    }
  }
  return prompts;
}

function answer(text: string, fields: Omit<OfflineAnswer, 'text' | 'tokens'>): OfflineAnswer {
  return { ...fields, text, tokens: tokenize(text) };
}

/** The answer when no passage covers enough of the question: the nearest pages and the community page. */
function unanswered(hits: readonly Hit[]): OfflineAnswer {
  const links = chooseCitations(hits).map((hit) => `- [${citationTitle(hit)}](${hit.source})`);
  const lines = [
    links.length > 0 ? `${NO_ANSWER} These pages come closest:` : NO_ANSWER,
    ...links,
    `You can also ask other builders on the [community page](${COMMUNITY_PAGE}).`,
  ];
  return answer(lines.join('\n'), { answered: false, sources: [], followUpPrompts: [] });
}

/** Whether the best passage covers enough of the question; an index that does not measure coverage is trusted. */
function isAnswered(best: Hit | undefined): best is Hit {
  return best !== undefined && (best.coverage ?? 1) >= MIN_COVERAGE;
}

/**
 * The page most of the quoted text comes from, named on the answer's first line: `From [Title](/docs/page):`. Its
 * link is the page, not a section (the sources list the sections).
 */
export function mainPage(cited: readonly Hit[], quotes: readonly string[]): { title: string; page: string } {
  const lengths = new Map<string, { title: string; length: number }>();
  cited.forEach((hit, position) => {
    const page = pageOf(hit.source);
    const entry = lengths.get(page) ?? { title: hit.title, length: 0 };
    entry.length += quotes[position]?.length ?? 0;
    lengths.set(page, entry);
  });
  const [page, { title }] = [...lengths].sort((a, b) => b[1].length - a[1].length)[0]!;
  return { title, page };
}

/** The offline answer to a question, from the passages of `index`. */
export function answerOffline(
  index: AskIndex,
  question: string,
  options: Pick<SearchOptions, 'page'> = {},
): OfflineAnswer {
  const hits = index.search(question, { page: options.page, limit: HITS_READ });
  if (!isAnswered(hits[0])) return unanswered(hits);
  const cited = chooseCitations(hits);
  const sources: SourceDocument[] = [];
  const quotes = cited.map((hit) => quoteText(quotedUnits(hit.text, question)));
  const parts = cited.map((hit, position) => {
    const quote = quotes[position] ?? '';
    sources.push({ pageContent: quote, metadata: { source: hit.source, title: citationTitle(hit) } });
    const marker = `[${position + 1}]`;
    return quote.endsWith('```') ? `${quote}\n${marker}` : `${quote} ${marker}`;
  });
  const { title, page } = mainPage(cited, quotes);
  const text = [`From [${title.replace(/[[\]]/g, '')}](${page}):`, ...parts].join('\n\n');
  return answer(text, { answered: true, sources, followUpPrompts: followUps(index, cited) });
}
