// The files that changed between two commits of a platform checkout, with the
// lines added and removed (`git diff --numstat`, renames detected), for the
// drift report. The two commits need not be related: main may be a line of
// history of its own.
//
// A clone may lack some blobs (a partial mirror leaves its largest files out),
// and git cannot count the lines of a file it cannot read: such a file is left
// out of the line count and reported with `unreadable: true`, its status taken
// from the two trees.
import { git, missingObjects, treeOf } from './checkout';

export interface FileChange {
  /** The file's path at the first commit (for an added file, at the second). */
  path: string;
  status: 'modified' | 'added' | 'deleted' | 'renamed';
  /** For a renamed file, its path at the second commit. */
  newPath?: string;
  /** Lines added and removed; undefined for a binary or unreadable file. */
  added?: number;
  removed?: number;
  /** The clone lacks the file's contents at one of the commits. */
  unreadable?: true;
}

/** Enough for every rename of a large release (git's default stops at 1,000 files). */
const RENAME_LIMIT = 20_000;

/** Parses `git diff --numstat -z` output. */
export function parseNumstat(output: string): FileChange[] {
  const fields = output.split('\0');
  const changes: FileChange[] = [];
  for (let index = 0; index < fields.length; index += 1) {
    const head = fields[index];
    if (!head) continue;
    const [added = '', removed = '', path = ''] = head.split('\t');
    const counts = added === '-' ? {} : { added: Number.parseInt(added, 10), removed: Number.parseInt(removed, 10) };
    if (path === '') {
      // A rename: the two paths follow as fields of their own.
      const from = fields[index + 1] ?? '';
      const to = fields[index + 2] ?? '';
      index += 2;
      changes.push({ path: from, status: 'renamed', newPath: to, ...counts });
    } else {
      changes.push({ path, status: 'modified', ...counts });
    }
  }
  return changes;
}

/** Every file that differs between `from` and `to`, by its path at `from` (added files by their new path). */
export function changedFiles(dir: string, from: string, to: string): FileChange[] {
  const before = treeOf(dir, from);
  const after = treeOf(dir, to);
  const differing = new Set<string>();
  for (const [path, entry] of before) if (after.get(path)?.hash !== entry.hash) differing.add(path);
  for (const path of after.keys()) if (!before.has(path)) differing.add(path);

  // Blobs the clone lacks: git diff would stop at the first one.
  const blobsOf = (path: string) =>
    [before.get(path), after.get(path)].flatMap((entry) => (entry?.type === 'blob' ? [entry.hash] : []));
  const missing = missingObjects(dir, [...differing].flatMap(blobsOf));
  const unreadable = [...differing].filter((path) => blobsOf(path).some((hash) => missing.has(hash)));

  const excluded = unreadable.map((path) => `:(exclude,literal)${path}`);
  const output = git(dir, ['diff', `-l${RENAME_LIMIT}`, '--numstat', '-z', '-M', from, to, '--', '.', ...excluded]);
  const changes = parseNumstat(output).map((change): FileChange => {
    if (change.status !== 'modified') return change;
    if (!before.has(change.path)) return { ...change, status: 'added' };
    if (!after.has(change.path)) return { ...change, status: 'deleted' };
    return change;
  });
  for (const path of unreadable) {
    const status = !before.has(path) ? 'added' : !after.has(path) ? 'deleted' : 'modified';
    changes.push({ path, status, unreadable: true });
  }
  return changes.sort((a, b) => a.path.localeCompare(b.path));
}
