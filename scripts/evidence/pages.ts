// The docs pages whose claims need evidence (those with a `platform_commit`),
// their evidence files, and reading and writing those files.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { listDocs, parsePage } from '../check-content.mjs';
import {
  checkEvidence,
  EVIDENCE_SUFFIX,
  evidencePathOf,
  evidenceSchema,
  normalise,
  type Claim,
  type Evidence,
  type PlatformReader,
  type Problem,
} from './evidence';

export const ROOT = path.join(__dirname, '..', '..');

export interface SourcedPage {
  /** Repository-relative, e.g. docs/developers/streaming.md. */
  path: string;
  platformCommit: string;
  sources: string[];
  body: string;
}

/** Every docs page that cites a platform commit. */
export function sourcedPages(root: string = ROOT): SourcedPage[] {
  return (listDocs(path.join(root, 'docs')) as string[]).flatMap((file) => {
    const { frontMatter, body } = parsePage(readFileSync(file, 'utf8'));
    const commit = frontMatter.platform_commit;
    if (typeof commit !== 'string') return [];
    const sources = Array.isArray(frontMatter.sources)
      ? frontMatter.sources.filter((item): item is string => typeof item === 'string')
      : [];
    return [{ path: path.relative(root, file).replaceAll('\\', '/'), platformCommit: commit, sources, body }];
  });
}

/** Every evidence file under docs/, repository-relative. */
export function evidenceFiles(root: string = ROOT): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(file);
      return entry.name.endsWith(EVIDENCE_SUFFIX) ? [path.relative(root, file).replaceAll('\\', '/')] : [];
    });
  return walk(path.join(root, 'docs'));
}

/** A page's evidence file parsed as YAML: the value, undefined when there is no file, or the YAML error. */
export function readEvidence(page: string, root: string = ROOT): { raw?: unknown; missing?: true; error?: string } {
  const file = path.join(root, evidencePathOf(page));
  if (!existsSync(file)) return { missing: true };
  try {
    return { raw: yaml.load(readFileSync(file, 'utf8')) };
  } catch (error) {
    return { error: (error as { reason?: string; message: string }).reason ?? (error as Error).message };
  }
}

/** A page's evidence when it is well formed, else undefined. */
export function loadEvidence(page: string, root: string = ROOT): Evidence | undefined {
  const { raw } = readEvidence(page, root);
  const parsed = evidenceSchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

/** The problems of every sourced page's evidence, and of evidence files that belong to no sourced page. */
export function checkPages(
  pages: readonly SourcedPage[],
  readerFor?: (commit: string) => PlatformReader | undefined,
  root: string = ROOT,
): Problem[] {
  const problems: Problem[] = [];
  for (const page of pages) {
    const { raw, missing, error } = readEvidence(page.path, root);
    const where = evidencePathOf(page.path);
    if (missing) problems.push({ path: page.path, message: `has a platform_commit but no evidence file (${where})` });
    else if (error) problems.push({ path: where, message: `not valid YAML: ${error}` });
    else problems.push(...checkEvidence(page, raw, readerFor?.(page.platformCommit)));
  }
  return problems;
}

/** Evidence files whose page is gone or cites no platform commit. */
export function orphanProblems(pages: readonly SourcedPage[], root: string = ROOT): Problem[] {
  const expected = new Set(pages.map((page) => evidencePathOf(page.path)));
  return evidenceFiles(root)
    .filter((file) => !expected.has(file))
    .map((file) => ({ path: file, message: 'belongs to no docs page with a platform_commit: remove it or its page' }));
}

const CLAIM_KEYS = ['text', 'verdict', 'was', 'platform', 'vendor', 'site', 'restored', 'defect'] as const;

/** An evidence file's YAML, keys in a fixed order, formatted as Prettier formats the repository's YAML. */
export async function formatEvidence(evidence: Evidence, file: string): Promise<string> {
  const ordered = {
    commit: evidence.commit,
    claims: evidence.claims.map((claim) =>
      Object.fromEntries(
        CLAIM_KEYS.filter((key) => claim[key] !== undefined).map((key) => [
          key,
          key === 'platform'
            ? claim.platform!.map(({ file: cited, lines, fingerprint }) => ({
                file: cited,
                lines,
                ...(fingerprint ? { fingerprint } : {}),
              }))
            : claim[key as keyof Claim],
        ]),
      ),
    ),
  };
  const text = yaml.dump(ordered, { lineWidth: -1, noRefs: true, quotingType: '"' });
  const { format, resolveConfig } = await import('prettier');
  return format(text, { ...(await resolveConfig(file)), filepath: file });
}

export async function writeEvidence(page: string, evidence: Evidence, root: string = ROOT): Promise<void> {
  const file = path.join(root, evidencePathOf(page));
  writeFileSync(file, await formatEvidence(evidence, file));
}

/**
 * The sentences of a page that no claim quotes: prose only (no code, headings, JSX lines or tables), for a
 * reviewer looking for claims the evidence missed.
 */
export function uncoveredSentences(body: string, claims: readonly Claim[]): string[] {
  const quoted = claims.map((claim) => normalise(claim.text));
  const blocks = body
    .replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, '\n')
    .replace(/^(?:import|export)\s.*$/gm, '')
    .split(/\n\s*\n/);
  const sentences = blocks
    .filter((block) => !/^\s*(#|<|\||:::$)/.test(block))
    .flatMap((block) => block.split(/\n(?=\s*(?:[-*+]|\d+\.)\s)/))
    .flatMap((item) =>
      item
        .replace(/^\s*(?:[-*+]|\d+\.)\s+/, '')
        .replace(/\s+/g, ' ')
        .split(/(?<=[.!?:])\s+(?=[A-Z`*"([])/),
    )
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.split(' ').length >= 4);
  return sentences.filter((sentence) => {
    const text = normalise(sentence);
    return !quoted.some((claim) => claim.includes(text) || text.includes(claim));
  });
}
