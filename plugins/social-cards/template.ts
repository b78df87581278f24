import { CARD_SIZE } from './paths';
import type { FontMetrics } from './metrics';

/** What a card shows. */
export interface CardContent {
  title: string;
  description: string;
  /** The page address without the scheme, e.g. "answeragent.ai/agents". */
  address: string;
  /** The part of the site the page belongs to, drawn above the title, e.g. "Studio › Chatflows". */
  section?: string;
  /**
   * 'feature' draws the violet and teal glow over a faint grid (a marketing
   * page); 'plain' a flat background with a coloured top edge, about a quarter
   * of the PNG's size, for the hundreds of docs pages and posts.
   */
  style?: 'feature' | 'plain';
}

export interface CardFonts {
  regular: FontMetrics;
  bold: FontMetrics;
  /** The family name both files share, as the renderer knows it. */
  family: string;
}

const MARGIN = 80;
const TEXT_WIDTH = CARD_SIZE.width - 2 * MARGIN;
const TEXT_TOP = 196;
const TEXT_BOTTOM = 520;

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * Greedy word wrap at a pixel width. When the text needs more than maxLines,
 * the last line is cut at a word and ends with an ellipsis.
 */
export function wrapText(
  text: string,
  maxWidth: number,
  maxLines: number,
  measure: (line: string) => number,
): { lines: string[]; truncated: boolean } {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  let index = 0;
  for (; index < words.length; index += 1) {
    const word = words[index]!;
    const candidate = current ? `${current} ${word}` : word;
    if (measure(candidate) <= maxWidth || !current) {
      current = candidate;
      continue;
    }
    lines.push(current);
    current = word;
    if (lines.length === maxLines) break;
  }
  if (lines.length < maxLines && current) {
    lines.push(current);
    return { lines, truncated: false };
  }
  // Out of lines: shorten the last one until it fits with an ellipsis.
  let last = lines[maxLines - 1] ?? '';
  while (last.includes(' ') && measure(`${last}…`) > maxWidth) last = last.slice(0, last.lastIndexOf(' '));
  lines[maxLines - 1] = `${last.replace(/[,;:.\s]+$/, '')}…`;
  return { lines: lines.slice(0, maxLines), truncated: true };
}

/**
 * An address that fits the width: whole when it can, otherwise the host, an
 * ellipsis and as many of the last path segments as fit
 * ("answeragent.ai/…/chat-models/chatanthropic").
 */
export function fitAddress(address: string, maxWidth: number, measure: (line: string) => number): string {
  if (measure(address) <= maxWidth) return address;
  const [host = '', ...segments] = address.split('/');
  let tail = '';
  for (let index = segments.length - 1; index >= 0; index -= 1) {
    const candidate = `/${segments[index]}${tail}`;
    if (measure(`${host}/…${candidate}`) > maxWidth) break;
    tail = candidate;
  }
  if (tail) return `${host}/…${tail}`;
  // Not even the last segment fits: cut it.
  let last = `${host}/…/${segments.at(-1) ?? ''}`;
  while (last.length > 1 && measure(`${last}…`) > maxWidth) last = last.slice(0, -1);
  return `${last}…`;
}

interface TextBlock {
  lines: string[];
  fontSize: number;
  lineHeight: number;
}

/** The title at the largest size (68, 60 or 52 px) that fits in three lines. */
function layoutTitle(title: string, fonts: CardFonts): TextBlock {
  for (const fontSize of [68, 60, 52]) {
    const wrapped = wrapText(title, TEXT_WIDTH, 3, (line) => fonts.bold.measure(line, fontSize));
    if (!wrapped.truncated || fontSize === 52) return { lines: wrapped.lines, fontSize, lineHeight: fontSize * 1.12 };
  }
  throw new Error('unreachable');
}

function tspans(block: TextBlock, y: number): string {
  return block.lines
    .map(
      (line, index) =>
        `<tspan x="${MARGIN}" y="${Math.round(y + index * block.lineHeight)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
}

/**
 * The card as SVG: the logo, the page title, its description and address on
 * the site's dark background with its violet and teal lights.
 */
export function cardSvg(content: CardContent, fonts: CardFonts, logo: { viewBox: string; body: string }): string {
  const { width, height } = CARD_SIZE;
  const title = layoutTitle(content.title, fonts);
  const titleHeight = title.lines.length * title.lineHeight;
  const descriptionSize = 30;
  const descriptionLineHeight = descriptionSize * 1.4;
  const descriptionTop = TEXT_TOP + titleHeight + 28;
  const descriptionLines = Math.max(0, Math.min(3, Math.floor((TEXT_BOTTOM - descriptionTop) / descriptionLineHeight)));
  const description: TextBlock = {
    lines:
      descriptionLines > 0 && content.description
        ? wrapText(content.description, TEXT_WIDTH, descriptionLines, (line) =>
            fonts.regular.measure(line, descriptionSize),
          ).lines
        : [],
    fontSize: descriptionSize,
    lineHeight: descriptionLineHeight,
  };
  const font = escapeXml(fonts.family);
  const addressSize = 26;
  const address = fitAddress(content.address, width - MARGIN - (MARGIN + 92), (line) =>
    fonts.bold.measure(line, addressSize),
  );
  const background =
    content.style === 'plain'
      ? `<rect width="${width}" height="${height}" fill="#0b0d14"/>
<rect width="${width}" height="8" fill="url(#rule)"/>`
      : `<rect width="${width}" height="${height}" fill="#0b0d14"/>
<rect width="${width}" height="${height}" fill="url(#grid)" mask="url(#gridMask)"/>
<rect width="${width}" height="${height}" fill="url(#violet)"/>
<rect width="${width}" height="${height}" fill="url(#teal)"/>`;
  const sectionSize = 24;
  const section = content.section
    ? wrapText(content.section, TEXT_WIDTH, 1, (line) => fonts.bold.measure(line, sectionSize)).lines[0]!
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<radialGradient id="violet" cx="140" cy="-40" r="640" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#8f84ff" stop-opacity="0.42"/><stop offset="1" stop-color="#8f84ff" stop-opacity="0"/></radialGradient>
<radialGradient id="teal" cx="1160" cy="680" r="560" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#4fd1c5" stop-opacity="0.30"/><stop offset="1" stop-color="#4fd1c5" stop-opacity="0"/></radialGradient>
<linearGradient id="rule" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#8f84ff"/><stop offset="1" stop-color="#4fd1c5"/></linearGradient>
<pattern id="grid" width="48" height="48" patternUnits="userSpaceOnUse"><path d="M48 0H0V48" fill="none" stroke="#ffffff" stroke-opacity="0.05" stroke-width="1"/></pattern>
<radialGradient id="fade" cx="0.5" cy="0" r="0.9"><stop offset="0.2" stop-color="#fff"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<mask id="gridMask"><rect width="${width}" height="${height}" fill="url(#fade)"/></mask>
</defs>
${background}
<g fill="none" stroke="#b0a8ff" stroke-opacity="0.35" stroke-width="2"><path d="M940 80H1040M1070 102V144H1020"/></g>
<g fill="#12151f" stroke="#343b52" stroke-width="2"><rect x="880" y="58" width="60" height="44" rx="10"/><rect x="1040" y="58" width="60" height="44" rx="10"/><rect x="960" y="124" width="60" height="40" rx="10"/></g>
<circle cx="910" cy="80" r="7" fill="#8f84ff"/><circle cx="1070" cy="80" r="7" fill="#4fd1c5"/><circle cx="990" cy="144" r="7" fill="#b0a8ff"/>
<svg x="${MARGIN}" y="64" width="264" height="48" viewBox="${logo.viewBox}">${logo.body}</svg>
${section ? `<text x="${MARGIN}" y="${TEXT_TOP - 30}" font-family="${font}" font-weight="700" font-size="${sectionSize}" fill="#b0a8ff">${escapeXml(section)}</text>` : ''}
<text font-family="${font}" font-weight="700" font-size="${title.fontSize}" fill="#f4f5fa" letter-spacing="-1">${tspans(title, TEXT_TOP + title.fontSize * 0.8)}</text>
<text font-family="${font}" font-size="${descriptionSize}" fill="#b4b9c9">${tspans(description, descriptionTop + descriptionSize * 0.9)}</text>
<rect x="${MARGIN}" y="548" width="72" height="4" rx="2" fill="url(#rule)"/>
<text x="${MARGIN + 92}" y="560" font-family="${font}" font-weight="700" font-size="${addressSize}" fill="#8be9df">${escapeXml(address)}</text>
</svg>`;
}
