// Text formats worth compressing. Plain JS so that both the server
// (server/mime.ts) and the post-build step (scripts/build/compress.mjs) read the one list.
export const COMPRESSIBLE_EXTENSIONS = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.webmanifest',
  '.xml',
  '.xsl',
  '.txt',
  '.md',
  '.yaml',
  '.yml',
  '.svg',
]);
