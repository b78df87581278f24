// The evidence of a docs page: each factual sentence it states about the
// platform, with what makes it true. It lives beside the page, as
// `<page>.evidence.yml` (docs/developers/streaming.md → docs/developers/streaming.evidence.yml);
// docs/CHECKING.md is the method that fills it.
//
//   commit: <the page's platform_commit>
//   claims:
//     - text: The sentence as the page says it (Markdown markup and line breaks do not matter).
//       platform:
//         - file: packages/server/src/utils/buildChatflow.ts   (one of the page's `sources`)
//           lines: 120-134
//           fingerprint: 9f2c…   (16 hex: sha256 of those lines, each trimmed; `npm run docs:evidence -- --fill`)
//       vendor:
//         - https://docs.vendor.example/page   (a third-party claim rests on the vendor's own page)
//       site: true                              (a claim about this website itself)
//       verdict: contradicted | unprovable      (what the pass found the page said before; `was` quotes it)
//       was: The sentence the page said before it was corrected.
//       restored: true                          (a fact the original docs had and ours lacked)
//       defect: What the platform's code gets wrong, for its team (the page says what a user sees).
//
// A fingerprint is taken of the lines' text, not of their numbers, so the
// drift report can tell a claim whose code changed from one whose code only
// moved (scripts/platform/drift.ts).
import { createHash } from 'node:crypto';
import { z } from 'zod';

export const EVIDENCE_SUFFIX = '.evidence.yml';
/** A line range longer than this is not evidence for one sentence. */
export const MAX_RANGE_LINES = 150;
/** Fewer words than this cannot show that a sentence is still on its page. */
export const MIN_CLAIM_WORDS = 2;
export const FINGERPRINT = /^[0-9a-f]{16}$/;
const LINES = /^(\d+)(?:-(\d+))?$/;

/** The evidence file of a docs page: `docs/a/b.mdx` → `docs/a/b.evidence.yml`. */
export const evidencePathOf = (page: string): string => page.replace(/\.mdx?$/, EVIDENCE_SUFFIX);

/** `12-30` or `12` → [12, 30] / [12, 12]; undefined when malformed or reversed. */
export function parseLines(lines: string): [number, number] | undefined {
  const match = LINES.exec(lines.trim());
  if (!match) return undefined;
  const from = Number(match[1]);
  const to = match[2] === undefined ? from : Number(match[2]);
  return from >= 1 && to >= from ? [from, to] : undefined;
}

/** The lines `from`–`to` (1-based, inclusive) of a file, or undefined when the file is shorter. */
export function sliceLines(text: string, [from, to]: [number, number]): string[] | undefined {
  const lines = text.split('\n').map((line) => line.replace(/\r$/, ''));
  if (text.endsWith('\n')) lines.pop();
  return to <= lines.length ? lines.slice(from - 1, to) : undefined;
}

/** The fingerprint of some lines: sha256 of the lines trimmed and joined by newlines, first 16 hex. */
export const fingerprintOf = (lines: readonly string[]): string =>
  createHash('sha256')
    .update(lines.map((line) => line.trim()).join('\n'))
    .digest('hex')
    .slice(0, 16);

/** The fingerprint of a file's lines, or undefined when the range is past its end. */
export function fingerprint(text: string, range: [number, number]): string | undefined {
  const lines = sliceLines(text, range);
  return lines && fingerprintOf(lines);
}

/**
 * Where the lines with a fingerprint are in a file: the first range of `length` lines that has it, or undefined.
 * The drift report uses it to tell code that moved from code that changed.
 */
export function findFingerprint(text: string, print: string, length: number): [number, number] | undefined {
  const lines = text.split('\n').map((line) => line.replace(/\r$/, '').trim());
  if (text.endsWith('\n')) lines.pop();
  for (let from = 0; from + length <= lines.length; from++) {
    const window = lines.slice(from, from + length);
    if (fingerprintOf(window) === print) return [from + 1, from + length];
  }
  return undefined;
}

const platformEvidence = z
  .object({
    file: z.string().min(1),
    lines: z.union([z.string(), z.number()]).transform(String),
    fingerprint: z.string().optional(),
  })
  .strict();

const claimSchema = z
  .object({
    text: z.string().min(1),
    platform: z.array(platformEvidence).min(1).optional(),
    vendor: z.array(z.string().url()).min(1).optional(),
    site: z.literal(true).optional(),
    verdict: z.enum(['contradicted', 'unprovable']).optional(),
    was: z.string().min(1).optional(),
    restored: z.literal(true).optional(),
    defect: z.string().min(1).optional(),
  })
  .strict();

export const evidenceSchema = z
  .object({
    commit: z.string().regex(/^[0-9a-f]{40}$/, 'a full 40-hex commit'),
    claims: z.array(claimSchema).min(1),
  })
  .strict();

export type PlatformEvidence = z.infer<typeof platformEvidence>;
export type Claim = z.infer<typeof claimSchema>;
export type Evidence = z.infer<typeof evidenceSchema>;

/** What one page's evidence counts. */
export interface PageSummary {
  path: string;
  claims: number;
  platform: number;
  thirdParty: number;
  site: number;
  /** Claims the pass corrected (the page said something the code contradicts). */
  contradicted: number;
  /** Claims the pass rewrote because nothing could prove them. */
  unprovable: number;
  restored: number;
  defects: number;
}

export function summarise(path: string, evidence: Evidence | undefined): PageSummary {
  const claims = evidence?.claims ?? [];
  const count = (test: (claim: Claim) => boolean) => claims.filter(test).length;
  return {
    path,
    claims: claims.length,
    platform: count((claim) => claim.platform !== undefined),
    thirdParty: count((claim) => claim.vendor !== undefined),
    site: count((claim) => claim.site === true),
    contradicted: count((claim) => claim.verdict === 'contradicted'),
    unprovable: count((claim) => claim.verdict === 'unprovable'),
    restored: count((claim) => claim.restored === true),
    defects: count((claim) => claim.defect !== undefined),
  };
}

/**
 * Text for finding a claim on its page: Markdown and JSX markup, link targets, line-start markers and
 * typographic quotes gone, whitespace collapsed, lower case. Applied alike to the page and to the claim.
 */
export function normalise(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/^\s*(?:#{1,6}|[-*+]|\d+[.)]|>|:::\w*)\s+/, ''))
    .join(' ')
    .replace(/!\[[^\]\n]*\]\([^)\n]*\)/g, ' ')
    .replace(/\[([^\]\n]*)\]\([^)\n]*\)/g, '$1')
    .replace(/<\/?[A-Za-z][^<>\n]*>/g, ' ')
    .replace(/\\([\\`*_{}[\]()#+\-.!|<>])/g, '$1')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/[“”„]/g, '"')
    .replace(/[‘’]/g, "'")
    .replace(/\*\*|__|[`*|]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** A page's body as claims are looked up in it: without MDX imports and exports, normalised. */
export const pageText = (body: string): string => normalise(body.replace(/^(?:import|export)\s.*$/gm, ' '));

const wordCount = (text: string) => (text.match(/[\p{L}\p{N}][\p{L}\p{N}'._/-]*/gu) ?? []).length;

export interface CheckedPage {
  /** Repository-relative path of the page. */
  path: string;
  platformCommit: string;
  sources: readonly string[];
  body: string;
}

export interface Problem {
  path: string;
  message: string;
}

/** Reads a platform file at the page's commit, when a checkout is at hand. */
export type PlatformReader = (file: string) => string | undefined;

/**
 * The problems of a page's evidence: malformed fields (named by their path in the file), a claim no longer
 * on the page, a file not among the page's sources, a malformed or missing fingerprint, and, when `read`
 * gives the platform's files at that commit, a range past a file's end or a fingerprint that does not match.
 */
export function checkEvidence(page: CheckedPage, raw: unknown, read?: PlatformReader): Problem[] {
  const where = page.path.replace(/\.mdx?$/, EVIDENCE_SUFFIX);
  const problems: Problem[] = [];
  const problem = (message: string) => problems.push({ path: where, message });
  const parsed = evidenceSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problem(`${issue.path.join('.') || '(file)'}: ${issue.message}`);
    return problems;
  }
  const evidence = parsed.data;
  if (evidence.commit !== page.platformCommit) {
    problem(`commit ${evidence.commit} is not the page's platform_commit ${page.platformCommit}`);
  }
  const text = pageText(page.body);
  const sources = new Set(page.sources);
  evidence.claims.forEach((claim, index) => {
    const at = `claims.${index}`;
    const quoted = normalise(claim.text);
    if (wordCount(quoted) < MIN_CLAIM_WORDS) {
      problem(`${at}.text: "${claim.text}" is too short to find on the page (quote the sentence)`);
    } else if (!text.includes(quoted)) {
      problem(`${at}.text: no longer on the page: "${claim.text.slice(0, 120)}"`);
    }
    if (!claim.platform && !claim.vendor && !claim.site) {
      problem(`${at}: no evidence: give platform lines, a vendor page, or site: true`);
    }
    if (claim.was && !claim.verdict) problem(`${at}.was: says what the page said before, but the claim has no verdict`);
    for (const url of claim.vendor ?? []) {
      if (!url.startsWith('https://')) problem(`${at}.vendor: ${url} is not an https address`);
    }
    claim.platform?.forEach((item, itemIndex) => {
      const itemAt = `${at}.platform.${itemIndex}`;
      if (!sources.has(item.file)) problem(`${itemAt}.file: ${item.file} is not among the page's sources`);
      const range = parseLines(item.lines);
      if (!range) {
        problem(`${itemAt}.lines: "${item.lines}" is not a line or a range like 12-30`);
        return;
      }
      if (range[1] - range[0] + 1 > MAX_RANGE_LINES) {
        problem(`${itemAt}.lines: ${item.lines} spans more than ${MAX_RANGE_LINES} lines: cite the lines that decide`);
      }
      if (item.fingerprint === undefined) {
        problem(`${itemAt}.fingerprint: missing (npm run docs:evidence -- --fill ${page.path})`);
        return;
      }
      if (!FINGERPRINT.test(item.fingerprint)) {
        problem(`${itemAt}.fingerprint: "${item.fingerprint}" is not 16 lower-case hex digits`);
        return;
      }
      if (!read) return;
      const content = read(item.file);
      if (content === undefined) {
        problem(`${itemAt}.file: ${item.file} is not a file of the platform at ${evidence.commit}`);
        return;
      }
      const actual = fingerprint(content, range);
      if (actual === undefined) problem(`${itemAt}.lines: ${item.lines} is past the end of ${item.file}`);
      else if (actual !== item.fingerprint) {
        problem(`${itemAt}.fingerprint: ${item.fingerprint} is not the fingerprint of those lines (${actual})`);
      }
    });
  });
  return problems;
}

/** Fills in the missing fingerprints of an evidence file from the platform's files; returns how many it filled. */
export function fillFingerprints(evidence: Evidence, read: PlatformReader): { filled: number; problems: string[] } {
  let filled = 0;
  const problems: string[] = [];
  for (const claim of evidence.claims) {
    for (const item of claim.platform ?? []) {
      if (item.fingerprint !== undefined) continue;
      const range = parseLines(item.lines);
      const content = read(item.file);
      const print = range && content !== undefined ? fingerprint(content, range) : undefined;
      if (print === undefined) {
        problems.push(`${item.file}:${item.lines}: no such file or lines at ${evidence.commit.slice(0, 7)}`);
        continue;
      }
      item.fingerprint = print;
      filled++;
    }
  }
  return { filled, problems };
}

/** The platform files a page's evidence cites, each with its line ranges merged and sorted, in first-cited order. */
export function citedRanges(evidence: Evidence): { file: string; ranges: [number, number][] }[] {
  const byFile = new Map<string, [number, number][]>();
  for (const claim of evidence.claims) {
    for (const item of claim.platform ?? []) {
      const range = parseLines(item.lines);
      if (!range) continue;
      byFile.set(item.file, [...(byFile.get(item.file) ?? []), range]);
    }
  }
  return [...byFile].map(([file, ranges]) => {
    const merged: [number, number][] = [];
    for (const [from, to] of [...ranges].sort((a, b) => a[0] - b[0] || a[1] - b[1])) {
      const last = merged.at(-1);
      if (last && from <= last[1] + 1) last[1] = Math.max(last[1], to);
      else merged.push([from, to]);
    }
    return { file, ranges: merged };
  });
}

/** The vendor pages a page's evidence cites, each once, in first-cited order. */
export const citedVendorPages = (evidence: Evidence): string[] => [
  ...new Set(evidence.claims.flatMap((claim) => claim.vendor ?? [])),
];
