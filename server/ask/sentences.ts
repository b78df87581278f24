/**
 * A passage's text cut into the pieces an extractive answer quotes: sentences, list items (table rows are list
 * items too) and whole code blocks. A sentence ends at `.`, `!` or `?` followed by a space and a capital, a digit
 * or an opening quote, but not after an abbreviation ("e.g.", "i.e.", "etc."); inside a version number, a file
 * name or a URL there is no space after the dot, so no end either.
 */

export interface Unit {
  kind: 'sentence' | 'item' | 'code';
  text: string;
  /** Which block of the passage (line, list item or code block) the unit comes from. */
  block: number;
}

/** Words after which a period does not end a sentence (compared in lower case, without the final period). */
const ABBREVIATIONS = new Set([
  'e.g',
  'i.e',
  'etc',
  'vs',
  'cf',
  'approx',
  'fig',
  'mr',
  'mrs',
  'ms',
  'dr',
  'st',
  'inc',
  'ltd',
]);

/** Sentence ends: the punctuation, closing quotes or brackets, then the space before the next sentence. */
const SENTENCE_END = /[.!?]["'\u201d\u2019)\]]*(\s+)(?=["'\u201c\u2018(`[\p{Lu}\p{N}])/gu;

/** The sentences of one paragraph, each as written. */
export function splitSentences(paragraph: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const match of paragraph.matchAll(SENTENCE_END)) {
    const end = match.index + match[0].length - (match[1]?.length ?? 0);
    const lastWord = paragraph.slice(start, end).split(/\s+/).pop() ?? '';
    if (ABBREVIATIONS.has(lastWord.replace(/[.!?"'\u201d\u2019)\]]+$/u, '').toLowerCase())) continue;
    const sentence = paragraph.slice(start, end).trim();
    if (sentence !== '') sentences.push(sentence);
    start = match.index + match[0].length;
  }
  const rest = paragraph.slice(start).trim();
  if (rest !== '') sentences.push(rest);
  return sentences;
}

/** A passage's text (one block a line, code fenced with ``` lines, as `passages.ts` writes it) as units. */
export function units(text: string): Unit[] {
  const found: Unit[] = [];
  const lines = text.split('\n');
  let block = 0;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    if (line.startsWith('```')) {
      const close = lines.indexOf('```', index + 1);
      const last = close < 0 ? lines.length - 1 : close;
      found.push({ kind: 'code', text: lines.slice(index, last + 1).join('\n'), block });
      index = last;
    } else if (line.startsWith('- ')) {
      found.push({ kind: 'item', text: line, block });
    } else {
      for (const sentence of splitSentences(line)) found.push({ kind: 'sentence', text: sentence, block });
    }
    block += 1;
  }
  return found;
}
