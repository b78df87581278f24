/**
 * Small stand-ins for the retrieval side of "Ask the docs" (server/ask/types.ts), so the service is tested on its
 * own: an index over a handful of passages ranked by shared words, and an offline answer quoting the best one.
 */
import type { AskIndex, Hit, OfflineAnswer, Passage } from '../ask/types';

export const TEST_PASSAGES: Passage[] = [
  {
    source: '/docs/developers/embed#script',
    title: 'Embed a chatbot',
    heading: 'Add the script',
    text: 'Paste the embed script before the closing body tag of your website. The chatbot appears in the corner.',
  },
  {
    source: '/docs/sidekick-studio/variables#override-a-variable-per-request',
    title: 'Variables',
    heading: 'Override a variable per request',
    text: 'Put new values under overrideConfig.vars to replace a variable for one prediction request.',
  },
  {
    source: '/docs/developers/authorization/chatflow-level',
    title: 'Chatflow-level authorization',
    heading: 'Chatflow-level authorization',
    text: 'Attach an API key to a chatflow so that prediction requests without that key are refused.',
  },
];

const wordsOf = (text: string) => new Set(text.toLowerCase().match(/[a-z0-9]+/g) ?? []);

export function fakeIndex(passages: Passage[] = TEST_PASSAGES): AskIndex {
  return {
    size: passages.length,
    has: (source) => passages.some((passage) => passage.source === source || passage.source.split('#')[0] === source),
    search(question, options) {
      const asked = wordsOf(question);
      return passages
        .map((passage): Hit => {
          const words = wordsOf(`${passage.title} ${passage.heading} ${passage.text}`);
          let score = [...asked].filter((word) => word.length > 3 && words.has(word)).length;
          if (options?.page && passage.source.startsWith(options.page)) score += 0.5;
          return { ...passage, score };
        })
        .filter((hit) => hit.score >= 1)
        .sort((a, b) => b.score - a.score)
        .slice(0, options?.limit ?? 5);
    },
  };
}

/** Quotes the best passage word by word, or says the docs do not answer. */
export function fakeAnswerOffline(index: AskIndex, question: string, options?: { page?: string }): OfflineAnswer {
  const [best] = index.search(question, { page: options?.page, limit: 1 });
  if (!best) {
    const text = 'The docs do not answer this. Try the search, or ask the community.';
    return { answered: false, text, tokens: text.split(/(?<= )/), sources: [], followUpPrompts: [] };
  }
  const text = `${best.text} [1]`;
  return {
    answered: true,
    text,
    tokens: text.split(/(?<= )/),
    sources: [{ pageContent: best.text, metadata: { source: best.source, title: best.title } }],
    followUpPrompts: [`More about ${best.heading}?`],
  };
}
