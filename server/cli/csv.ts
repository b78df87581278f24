/**
 * RFC 4180 CSV. Text that people typed is also defused for spreadsheets: a
 * cell starting with = + - @ (or a tab or carriage return) would run as a
 * formula in Excel or Sheets, so it gets a leading apostrophe (OWASP "CSV injection").
 */
export function csvCell(value: unknown, { typed = true }: { typed?: boolean } = {}): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (value instanceof Date) text = value.toISOString();
  else if (typeof value === 'string') text = value;
  else if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') text = String(value);
  else text = JSON.stringify(value);
  if (typed && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: string[]): string {
  return `${cells.join(',')}\r\n`;
}
