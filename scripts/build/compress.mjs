// Post-build step: writes .br and .gz beside every text file in build/ so the
// server can send compressed bytes without spending CPU on each request.
// Compressed copies are kept in node_modules/.cache/compress by the content
// they were made from, so a rebuild compresses only the files that changed;
// entries the build no longer uses are removed at the end of each run.
// Files are read and written synchronously, between compressions: through
// fs/promises each of the ~7,000 reads and writes went to the thread pool and
// back, which on two cores cost more than the I/O (1.4 s against 0.7 s for a run
// that finds every copy in the cache).
// Usage: node scripts/build/compress.mjs [dir]   (dir defaults to build)
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESSIBLE_EXTENSIONS as EXTENSIONS } from '../../server/compressible.mjs';
import { eachWithLimit } from './each-with-limit.mjs';

// Below about one TCP packet the saving is lost in headers.
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli quality per file. The scripts and stylesheets, which every page loads, get the best (11).
 * Everything else gets 10: on this build quality 11 took 3 times as long for 2.5 to 3.5 % smaller
 * pages, SVG diagrams and search index (measured 2026-11-24: 48 s against 18 s on one core).
 */
function brotliQuality(file) {
  return BEST_QUALITY_EXTENSIONS.has(path.extname(file).toLowerCase()) ? 11 : 10;
}
const BEST_QUALITY_EXTENSIONS = new Set(['.js', '.mjs', '.css']);

/** COMPRESS_CACHE_DIR moves it (the tests use their own). */
const CACHE_DIR = path.resolve(process.env.COMPRESS_CACHE_DIR ?? 'node_modules/.cache/compress');

const VARIANTS = [
  {
    suffix: '.br',
    /** What, besides the content, decides the output: a change of setting must miss the cache. */
    settings: (file) => `br-q${brotliQuality(file)}-text`,
    compress: (source, file) =>
      brotli(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: brotliQuality(file),
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
  },
  { suffix: '.gz', settings: () => 'gzip-9', compress: (source) => gzipAsync(source, { level: 9 }) },
];

/** The build's files, without dot-files and dot-folders: the server never serves them (the Ask index is one). */
function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * The files to compress, largest first: the search index alone takes seconds, and
 * started last it would run on one core after everything else had finished.
 */
function candidates(root) {
  const files = [];
  for (const file of walk(root)) {
    if (!EXTENSIONS.has(path.extname(file).toLowerCase())) continue;
    const { size } = statSync(file);
    if (size > MIN_BYTES) files.push({ file, size });
  }
  return files.sort((a, b) => b.size - a.size).map(({ file }) => file);
}

/** The compressed copy of `source`, from the cache when this content was compressed the same way before. */
async function compressedCopy(source, file, { settings, compress }, totals, used) {
  const key = createHash('sha256').update(settings(file)).update('\0').update(source).digest('hex');
  const cached = path.join(CACHE_DIR, key);
  used.add(key);
  try {
    const output = readFileSync(cached);
    totals.fromCache += 1;
    return output;
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
  const output = await compress(source, file);
  writeFileSync(cached, output);
  return output;
}

async function compressFile(file, totals, used) {
  const source = readFileSync(file);
  totals.before += source.length;
  for (const variant of VARIANTS) {
    const output = await compressedCopy(source, file, variant, totals, used);
    const target = file + variant.suffix;
    if (output.length < source.length) {
      writeFileSync(target, output);
      totals[variant.suffix] += output.length;
    } else {
      // A variant left from an earlier build would be served in place of the new file.
      try {
        unlinkSync(target);
      } catch (error) {
        if (error.code !== 'ENOENT') throw error;
      }
      totals[variant.suffix] += source.length;
    }
  }
}

/** Removes the cached copies this run did not use: the cache holds one build's worth. */
function pruneCache(used) {
  for (const entry of readdirSync(CACHE_DIR)) {
    if (!used.has(entry)) unlinkSync(path.join(CACHE_DIR, entry));
  }
}

function size(bytes) {
  if (bytes >= 1_048_576) return `${(bytes / 1_048_576).toFixed(2)} MiB`;
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

const target = process.argv[2] ?? 'build';
const root = path.resolve(target);
const started = performance.now();
let files;
try {
  files = candidates(root);
} catch (error) {
  if (error.code !== 'ENOENT') throw error;
  console.error(`${root} does not exist: run \`npm run build\` first.`);
  process.exit(1);
}

const totals = { before: 0, '.br': 0, '.gz': 0, fromCache: 0 };
const used = new Set();
mkdirSync(CACHE_DIR, { recursive: true });
// One file per core: each compression holds a thread-pool thread, and brotli 11 keeps it busy.
await eachWithLimit(files, availableParallelism(), (file) => compressFile(file, totals, used));
pruneCache(used);

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `Precompressed ${files.length} files in ${target}/: ` +
    `${size(totals.before)} → ${size(totals['.br'])} br, ${size(totals['.gz'])} gz ` +
    `(${totals.fromCache} of ${files.length * VARIANTS.length} copies from the cache) in ${seconds} s`,
);
