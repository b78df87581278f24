// The platform files a docs page may name in its `sources:` front matter: every
// tracked text file of the checkout. Images, fonts and archives back no claim a
// page makes, so they are left out; the content check refuses a source that is
// not in this list (a typo, or a file that moved in a newer release).
const BINARY = /\.(png|jpe?g|gif|webp|ico|svg|icns|woff2?|ttf|eot|otf|mp3|mp4|webm|mov|pdf|zip|gz|tgz|jar|wasm)$/i;
const SKIPPED_DIRS = /(^|\/)(node_modules|dist|build)\//;

export function citableFiles(files: readonly string[]): string[] {
  return files.filter((file) => !BINARY.test(file) && !SKIPPED_DIRS.test(file) && !file.endsWith('pnpm-lock.yaml'));
}
