/**
 * `npm run feedback -- report [--limit 20] [--days 30]`: the docs pages with the
 * most "no" votes on "Was this page helpful?", with their latest comments.
 */
import { pathToFileURL } from 'node:url';
import type { Database } from '../db/database';
import { feedbackReport } from '../db/feedback';
import { openConfiguredDatabase, option } from './open';

export async function formatReport(
  db: Database,
  { limit = 20, days }: { limit?: number; days?: number },
  now = new Date(),
): Promise<string> {
  const since = days ? new Date(now.getTime() - days * 86_400_000) : undefined;
  const pages = await feedbackReport(db, { limit, since });
  const period = days ? `the last ${days} days` : 'all time';
  if (pages.length === 0) return `No 'no' votes on any docs page (${period}).\n`;

  const lines = [`Docs pages with the most 'no' votes (${period}):`, '', '   No   Yes  Helpful  Page'];
  for (const page of pages) {
    const helpful = Math.round((page.yes / (page.yes + page.no)) * 100);
    lines.push(
      `${String(page.no).padStart(5)} ${String(page.yes).padStart(5)}  ${`${helpful}%`.padStart(7)}  ${page.path}`,
    );
    for (const comment of page.comments) {
      const oneLine = comment.replace(/\s+/g, ' ');
      lines.push(`${' '.repeat(23)}"${oneLine.length > 100 ? `${oneLine.slice(0, 99)}…` : oneLine}"`);
    }
  }
  return `${lines.join('\n')}\n`;
}

const USAGE = 'Usage: npm run feedback -- report [--limit <pages>] [--days <days>]';

function positive(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) {
    console.error(`--${name} must be a whole number above 0 (got ${JSON.stringify(value)})`);
    process.exit(2);
  }
  return number;
}

async function main(args: string[]): Promise<void> {
  if (args[0] !== 'report') {
    console.error(USAGE);
    process.exit(args.length === 0 || args[0] === '--help' ? 0 : 2);
  }
  const limit = positive(option(args, 'limit'), 'limit');
  const days = positive(option(args, 'days'), 'days');
  const db = await openConfiguredDatabase();
  try {
    process.stdout.write(await formatReport(db, { limit, days }));
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
