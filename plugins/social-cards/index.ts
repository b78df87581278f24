import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import { eachWithLimit } from '../../scripts/build/each-with-limit.mjs';
import { readMetaTags, readSection } from './html';
import { readFontMetrics } from './metrics';
import { CARD_DIR, CARD_SIZE } from './paths';
import { cardSvg, type CardContent } from './template';

/**
 * Social cards (Open Graph images) drawn after the build. Any built page
 * whose og:image points into /img/og/ gets that PNG, drawn from its og:title,
 * og:description and og:url, with the page's section from its breadcrumbs;
 * pages opt in by setting the tag (see src/components/SocialCardMeta and
 * socialCardPath in ./paths). Fonts are
 * loaded from files, never from the system, so every machine draws the same card.
 */
export interface SocialCardsOptions {
  fonts: { regular: string; bold: string; family: string };
  /** The logo drawn at the top left, relative to the site directory. */
  logo: string;
}

const DEFAULT_OPTIONS: SocialCardsOptions = {
  fonts: {
    regular: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
    bold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
    family: 'DejaVu Sans',
  },
  logo: 'static/img/logo.svg',
};

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** What the cards need to know of the site (its Docusaurus config). */
export interface CardSite {
  title: string;
  url: string;
  baseUrl: string;
  /** Between a page's title and the site's in <title> and og:title (Docusaurus's default: "|"). */
  titleDelimiter?: string;
}

/**
 * Draws the card of every built page in outDir that asks for one. It runs in a
 * process of its own after `docusaurus build` has exited (scripts/build/build.mjs):
 * inside the build's postBuild it raised that process's peak memory by about
 * 0.6 GB, on top of what bundling had left there.
 */
export async function drawSocialCards({
  outDir,
  siteDir,
  site,
  options = {},
}: {
  outDir: string;
  siteDir: string;
  site: CardSite;
  options?: Partial<SocialCardsOptions>;
}): Promise<void> {
  const { fonts, logo } = { ...DEFAULT_OPTIONS, ...options };
  const titleSuffix = ` ${site.titleDelimiter ?? '|'} ${site.title}`;
  const cardPrefix = `${site.baseUrl}${CARD_DIR}/`;
  const cacheDir = path.join(siteDir, 'node_modules/.cache/social-cards');
  const started = performance.now();
  for (const file of [fonts.regular, fonts.bold]) {
    if (!existsSync(file)) {
      throw new Error(`social-cards: font ${file} not found (Debian package fonts-dejavu-core).`);
    }
  }
  const metrics = {
    regular: readFontMetrics(fonts.regular),
    bold: readFontMetrics(fonts.bold),
    family: fonts.family,
  };
  const logoSvg = await readFile(path.join(siteDir, logo), 'utf8');
  const viewBox = /viewBox="([^"]+)"/.exec(logoSvg)?.[1];
  const body = /<svg\b[^>]*>([\s\S]*)<\/svg>/.exec(logoSvg)?.[1];
  if (!viewBox || body === undefined) throw new Error(`social-cards: cannot read the SVG in ${logo}`);

  // One card per image path; the first page that asks for it describes it.
  const cards = new Map<string, CardContent>();
  for (const file of await htmlFiles(outDir)) {
    const html = await readFile(file, 'utf8');
    const metas = readMetaTags(html);
    const image = metas.get('og:image');
    if (!image) continue;
    const imagePath = new URL(image, site.url).pathname;
    if (!imagePath.startsWith(cardPrefix) || !imagePath.endsWith('.png') || cards.has(imagePath)) continue;
    const title = (metas.get('og:title') ?? site.title).replace(titleSuffix, '');
    const pageUrl = new URL(metas.get('og:url') ?? site.url);
    // Docs pages and posts have a section; there are hundreds, so their cards are drawn plain.
    const section = readSection(html, pageUrl.pathname);
    cards.set(imagePath, {
      title,
      description: metas.get('og:description') ?? '',
      address: `${pageUrl.host}${pageUrl.pathname.replace(/\/$/, '')}`,
      section,
      style: section ? 'plain' : 'feature',
    });
  }

  await mkdir(cacheDir, { recursive: true });
  let rendered = 0;
  // resvg draws on libuv's thread pool: one card per core at a time.
  await eachWithLimit([...cards], availableParallelism(), async ([imagePath, content]) => {
    const svg = cardSvg(content, metrics, { viewBox, body });
    const key = createHash('sha256').update(svg).update(fonts.regular).update(fonts.bold).digest('hex');
    const cached = path.join(cacheDir, `${key}.png`);
    let png: Buffer;
    if (existsSync(cached)) {
      png = await readFile(cached);
    } else {
      const image = await renderAsync(svg, {
        fitTo: { mode: 'width', value: CARD_SIZE.width },
        font: { fontFiles: [fonts.regular, fonts.bold], loadSystemFonts: false, defaultFontFamily: fonts.family },
      });
      png = image.asPng();
      await writeFile(cached, png);
      rendered += 1;
    }
    const target = path.join(outDir, imagePath.slice(site.baseUrl.length));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, png);
  });
  console.log(
    `[social-cards] ${cards.size} social cards in ${CARD_DIR}/ (${rendered} rendered, ${cards.size - rendered} from cache) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
