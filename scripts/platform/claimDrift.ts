// Drift per claim: which sentences of a page rest on platform lines that a
// newer commit changed. Each claim's evidence names a file, a line range and a
// fingerprint of those lines (scripts/evidence/evidence.ts). At the newer
// commit the lines are looked for where they were, then anywhere in the file
// (in its new place if it was renamed):
//
//   unchanged   the same text at the same lines
//   shifted     the same text at other lines of the file: nothing to re-read
//   changed     the text is nowhere in the file: the sentence may be stale
//   renamed     the file moved and the text is not in it any more
//   deleted     the file is gone
//
// A claim is to be read again when any of its evidence changed, was renamed
// away from its text, or was deleted.
import { findFingerprint, fingerprint, parseLines, type Claim, type Evidence } from '../evidence/evidence';
import type { FileChange } from './changes';

export type EvidenceChange = 'unchanged' | 'shifted' | 'changed' | 'renamed' | 'deleted';

export interface EvidenceDrift {
  file: string;
  lines: string;
  change: EvidenceChange;
  /** Where the file is at the newer commit, when it was renamed. */
  newFile?: string;
  /** Where the same lines are at the newer commit, when they moved. */
  newLines?: string;
}

export interface ClaimDrift {
  text: string;
  /** The worst change among the claim's evidence. */
  change: Exclude<EvidenceChange, 'unchanged' | 'shifted'>;
  evidence: EvidenceDrift[];
}

export interface ClaimCounts {
  /** Claims with platform evidence. */
  claims: number;
  /** Claims whose lines only moved within their file (or with their file): nothing to re-read. */
  shifted: number;
  /** Claims to read again. */
  stale: number;
}

const RANK: Record<EvidenceChange, number> = { unchanged: 0, shifted: 1, renamed: 2, changed: 3, deleted: 4 };

/** One piece of evidence at the newer commit. */
function evidenceAt(
  item: NonNullable<Claim['platform']>[number],
  change: FileChange | undefined,
  read: (file: string) => string | undefined,
): EvidenceDrift {
  const base = { file: item.file, lines: item.lines };
  if (!change || change.status === 'added') return { ...base, change: 'unchanged' };
  if (change.status === 'deleted') return { ...base, change: 'deleted' };
  const file = change.status === 'renamed' && change.newPath ? change.newPath : item.file;
  const moved = file !== item.file ? { newFile: file } : {};
  const text = read(file);
  const range = parseLines(item.lines);
  if (text === undefined || !range || !item.fingerprint) return { ...base, ...moved, change: 'changed' };
  if (fingerprint(text, range) === item.fingerprint) {
    return { ...base, ...moved, change: file === item.file ? 'unchanged' : 'shifted' };
  }
  const found = findFingerprint(text, item.fingerprint, range[1] - range[0] + 1);
  if (found) return { ...base, ...moved, change: 'shifted', newLines: `${found[0]}-${found[1]}` };
  return { ...base, ...moved, change: file === item.file ? 'changed' : 'renamed' };
}

/**
 * The claims of a page's evidence to read again at a newer commit, given the files that changed between the
 * two (by their path at the older commit) and a reader of the newer commit's files.
 */
export function claimDrift(
  evidence: Evidence,
  changes: ReadonlyMap<string, FileChange>,
  read: (file: string) => string | undefined,
): { stale: ClaimDrift[]; counts: ClaimCounts } {
  const counts: ClaimCounts = { claims: 0, shifted: 0, stale: 0 };
  const stale: ClaimDrift[] = [];
  for (const claim of evidence.claims) {
    if (!claim.platform) continue;
    counts.claims++;
    const drifts = claim.platform.map((item) => evidenceAt(item, changes.get(item.file), read));
    const worst = drifts.reduce<EvidenceChange>(
      (current, drift) => (RANK[drift.change] > RANK[current] ? drift.change : current),
      'unchanged',
    );
    if (worst === 'shifted') counts.shifted++;
    if (worst === 'unchanged' || worst === 'shifted') continue;
    counts.stale++;
    stale.push({
      text: claim.text,
      change: worst,
      evidence: drifts.filter((drift) => drift.change !== 'unchanged'),
    });
  }
  return { stale, counts };
}
