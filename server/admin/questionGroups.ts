/**
 * Groups the questions the docs could not answer (or that got a thumbs down) by their key terms, so the docs team
 * sees "12 questions about embed + wordpress" rather than 12 rows. The rule, meant to be explained in one breath:
 *
 * 1. Every question of the period is cut into terms by `terms()` (server/ask/terms.ts: lower-cased, stop words
 *    out, stemmed), the same terms the answers are retrieved by.
 * 2. A term's rarity is the number of the period's questions that use it, answered or not: "chatbot" in every
 *    other question says little, "wordpress" in three says a lot.
 * 3. A flagged question's key is its two rarest terms among those another flagged question also uses (a term
 *    no other flagged question has, such as a typo, cannot bring two questions together). Ties go alphabetically.
 * 4. Questions with the same key form a group; a question with one such term has a one-term key; a question with
 *    none shares no term with any other flagged question and is left alone.
 */
import { term, terms, words } from '../ask/terms';

export interface Groupable {
  question: string;
  /** Unanswered, or rated thumbs down: only these are grouped; the others count for rarity alone. */
  flagged: boolean;
}

export interface TermGroup<T> {
  /** The key: stems as `terms()` gives them, rarest first. */
  terms: string[];
  /** Each key term as the group's questions spell it most often ("website" for `websit`). */
  words: string[];
  /** In the order they were given. */
  questions: T[];
}

export interface Grouping<T> {
  /** Largest first; of two the same size, the one whose first question came first. */
  groups: TermGroup<T>[];
  /** Flagged questions that share no term with another flagged question. */
  alone: T[];
}

/** How many terms make a key. */
export const KEY_TERMS = 2;

function count(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

/** The word readers used most for `stem` in these questions (alphabetically first of equals), else the stem. */
function spelling(stem: string, texts: readonly string[]): string {
  const seen = new Map<string, number>();
  for (const text of texts) {
    for (const word of words(text)) {
      const lower = word.toLowerCase();
      if (term(lower) === stem) count(seen, lower);
    }
  }
  let best = stem;
  let most = 0;
  for (const [word, times] of seen) {
    if (times > most || (times === most && word < best)) {
      best = word;
      most = times;
    }
  }
  return best;
}

/** Groups the flagged questions of `questions` (see the rule above); the order given is kept within each group. */
export function groupByTerms<T extends Groupable>(questions: readonly T[]): Grouping<T> {
  // The same question asked again is cut once.
  const cut = new Map<string, string[]>();
  const termsOf = questions.map((item) => {
    let list = cut.get(item.question);
    if (!list) {
      list = terms(item.question);
      cut.set(item.question, list);
    }
    return list;
  });

  const used = new Map<string, number>();
  const usedFlagged = new Map<string, number>();
  questions.forEach((item, index) => {
    for (const stem of termsOf[index] ?? []) {
      count(used, stem);
      if (item.flagged) count(usedFlagged, stem);
    }
  });

  const byKey = new Map<string, { terms: string[]; questions: T[]; first: number }>();
  const alone: T[] = [];
  questions.forEach((item, index) => {
    if (!item.flagged) return;
    const key = (termsOf[index] ?? [])
      .filter((stem) => (usedFlagged.get(stem) ?? 0) >= 2)
      .sort((a, b) => (used.get(a) ?? 0) - (used.get(b) ?? 0) || (a < b ? -1 : a > b ? 1 : 0))
      .slice(0, KEY_TERMS);
    if (key.length === 0) {
      alone.push(item);
      return;
    }
    const name = key.join(' ');
    const group = byKey.get(name);
    if (group) group.questions.push(item);
    else byKey.set(name, { terms: key, questions: [item], first: index });
  });

  const groups = [...byKey.values()]
    .sort((a, b) => b.questions.length - a.questions.length || a.first - b.first)
    .map((group) => {
      const texts = group.questions.map((item) => item.question);
      return {
        terms: group.terms,
        words: group.terms.map((stem) => spelling(stem, texts)),
        questions: group.questions,
      };
    });
  return { groups, alone };
}
