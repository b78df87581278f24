/** Grouping and filtering of the credential catalogue: pure functions, tested in filter.test.ts. */
import type { CatalogueEntry } from './types';

/** The category choice for types no node accepts. */
export const NO_NODE = '(none)';

/** The anchor of an entry (`#openaiapi`) or of a letter group (`#letter-o`). */
export const anchorOf = (nameOrLetter: string): string =>
  nameOrLetter.length === 1 ? `letter-${nameOrLetter.toLowerCase()}` : nameOrLetter.toLowerCase();

const letterOf = (label: string): string => {
  const first = label.trim().charAt(0).toUpperCase();
  return /[A-Z]/.test(first) ? first : '#';
};

/** Entries in their data order (by label), under their first letter. */
export function groupByLetter(entries: readonly CatalogueEntry[]): [string, CatalogueEntry[]][] {
  const groups = new Map<string, CatalogueEntry[]>();
  for (const entry of entries) {
    const letter = letterOf(entry.label);
    groups.set(letter, [...(groups.get(letter) ?? []), entry]);
  }
  return [...groups].sort(([a], [b]) => a.localeCompare(b));
}

/** The categories of the nodes that accept any credential, sorted. */
export const nodeCategories = (entries: readonly CatalogueEntry[]): string[] =>
  [...new Set(entries.flatMap((entry) => entry.nodes.map((node) => node.category)))].filter(Boolean).sort();

/** What the text filter searches: label, id, field labels and keys, node labels and ids. */
export const searchText = (entry: CatalogueEntry): string =>
  [
    entry.label,
    entry.name,
    ...entry.fields.flatMap((field) => [field.label, field.name]),
    ...entry.nodes.flatMap((node) => [node.label, node.name]),
  ]
    .join('\n')
    .toLowerCase();

/** Whether an entry passes the filter: every word of the query in its text, and a node of the category. */
export function matches(entry: CatalogueEntry, text: string, query: string, category: string): boolean {
  if (category === NO_NODE && entry.nodes.length > 0) return false;
  if (category && category !== NO_NODE && !entry.nodes.some((node) => node.category === category)) return false;
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}
