// The platform files a docs page may name in its `sources:` front matter: every
// tracked text file of the checkout. Images, fonts and archives back no claim a
// page makes, so they are left out; the content check refuses a source that is
// not in this list (a typo, or a file that moved in a newer release).
const BINARY = /\.(png|jpe?g|gif|webp|ico|svg|icns|woff2?|ttf|eot|otf|mp3|mp4|webm|mov|pdf|zip|gz|tgz|jar|wasm)$/i;
const SKIPPED_DIRS = /(^|\/)(node_modules|dist|build)\//;

export function citableFiles(files: readonly string[]): string[] {
  return files.filter((file) => !BINARY.test(file) && !SKIPPED_DIRS.test(file) && !file.endsWith('pnpm-lock.yaml'));
}

/**
 * The name of the release a commit is: "2025.10.31" of the platform's "Release: Staging to Production -
 * 2025.10.31 (#649)", else the commit's date. The docs say "Checked against AnswerAgentAI at commit 5da4286
 * (release 2025.10.31)".
 */
export function releaseName(subject: string, date: string): string {
  const named = /^Release:.*?-\s*(.+?)(?:\s+\(#\d+\))?\s*$/.exec(subject);
  return named?.[1] ?? date;
}
