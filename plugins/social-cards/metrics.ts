import { readFileSync } from 'node:fs';

/**
 * Advance widths from a TrueType font, read straight from its cmap (format 4)
 * and hmtx tables, so that card text wraps where the renderer will actually
 * draw it. Kerning is ignored, which errs on the side of shorter lines.
 */
export interface FontMetrics {
  /** Width of a string in pixels at a font size. */
  measure: (text: string, fontSize: number) => number;
}

export function readFontMetrics(file: string): FontMetrics {
  const font = readFileSync(file);
  const tables = new Map<string, number>();
  const tableCount = font.readUInt16BE(4);
  for (let index = 0; index < tableCount; index += 1) {
    const record = 12 + index * 16;
    tables.set(font.toString('latin1', record, record + 4), font.readUInt32BE(record + 8));
  }
  const table = (tag: string): number => {
    const offset = tables.get(tag);
    if (offset === undefined) throw new Error(`${file} has no ${tag} table`);
    return offset;
  };

  const unitsPerEm = font.readUInt16BE(table('head') + 18);
  const hmetricCount = font.readUInt16BE(table('hhea') + 34);
  const hmtx = table('hmtx');
  const advance = (glyph: number) => font.readUInt16BE(hmtx + 4 * Math.min(glyph, hmetricCount - 1));

  // The Windows Unicode BMP subtable (platform 3, encoding 1), format 4.
  const cmap = table('cmap');
  let subtable: number | undefined;
  for (let index = 0; index < font.readUInt16BE(cmap + 2); index += 1) {
    const record = cmap + 4 + index * 8;
    if (font.readUInt16BE(record) === 3 && font.readUInt16BE(record + 2) === 1) {
      subtable = cmap + font.readUInt32BE(record + 4);
    }
  }
  if (subtable === undefined || font.readUInt16BE(subtable) !== 4) {
    throw new Error(`${file} has no format 4 Unicode cmap`);
  }
  const segments = font.readUInt16BE(subtable + 6) / 2;
  const endCodes = subtable + 14;
  const startCodes = endCodes + segments * 2 + 2;
  const deltas = startCodes + segments * 2;
  const rangeOffsets = deltas + segments * 2;

  const glyphOf = (code: number): number => {
    for (let segment = 0; segment < segments; segment += 1) {
      if (code > font.readUInt16BE(endCodes + 2 * segment)) continue;
      const start = font.readUInt16BE(startCodes + 2 * segment);
      if (code < start) return 0;
      const delta = font.readInt16BE(deltas + 2 * segment);
      const rangeOffset = font.readUInt16BE(rangeOffsets + 2 * segment);
      if (rangeOffset === 0) return (code + delta) & 0xffff;
      const glyph = font.readUInt16BE(rangeOffsets + 2 * segment + rangeOffset + 2 * (code - start));
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };

  const cache = new Map<number, number>();
  return {
    measure(text, fontSize) {
      let units = 0;
      for (const character of text) {
        const code = character.codePointAt(0) ?? 0;
        let width = cache.get(code);
        if (width === undefined) {
          width = advance(code > 0xffff ? 0 : glyphOf(code));
          cache.set(code, width);
        }
        units += width;
      }
      return (units / unitsPerEm) * fontSize;
    },
  };
}
