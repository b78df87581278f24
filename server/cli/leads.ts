/**
 * `npm run leads -- export [--out leads.csv]`: every lead as CSV, to stdout or a file.
 * Uses the same DATABASE_URL / DATA_DIR as the server. With the embedded
 * database, stop the server first (PGlite is one process at a time).
 */
import { pathToFileURL } from 'node:url';
import { createWriteStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { once } from 'node:events';
import type { Database } from '../db/database';
import { allLeads, type ExportedLead } from '../db/leads';
import { csvCell, csvRow } from './csv';
import { openConfiguredDatabase, option } from './open';

export const LEAD_COLUMNS = [
  'registration_id',
  'session_starts_at',
  'email',
  'first_name',
  'company',
  'job_title',
  'biggest_challenge',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'ab_variants',
  'lead_score',
  'registered_at',
  'checklist_requested_at',
  'checklist_request_count',
  'unsubscribed_at',
  'created_at',
] as const;

async function write(out: Writable, text: string): Promise<void> {
  if (!out.write(text)) await once(out, 'drain');
}

/** One lead as a CSV line; what people typed is defused for spreadsheets, what we generated is not. */
export function leadCsvRow(lead: ExportedLead): string {
  const typed = (value: unknown) => csvCell(value);
  const fixed = (value: unknown) => csvCell(value, { typed: false });
  return csvRow([
    fixed(lead.id),
    fixed(lead.sessionStartsAt),
    typed(lead.email),
    typed(lead.firstName),
    typed(lead.company),
    typed(lead.jobTitle),
    typed(lead.biggestChallenge),
    typed(lead.utm.utm_source),
    typed(lead.utm.utm_medium),
    typed(lead.utm.utm_campaign),
    typed(lead.utm.utm_term),
    typed(lead.utm.utm_content),
    typed(Object.keys(lead.abVariants).length > 0 ? lead.abVariants : undefined),
    fixed(lead.leadScore),
    fixed(lead.registeredAt),
    fixed(lead.checklistRequestedAt),
    fixed(lead.checklistRequestCount),
    fixed(lead.unsubscribedAt),
    fixed(lead.createdAt),
  ]);
}

/** Writes the CSV; resolves with the number of leads written. */
export async function exportLeads(db: Database, out: Writable): Promise<number> {
  await write(out, csvRow([...LEAD_COLUMNS]));
  let count = 0;
  for await (const lead of allLeads(db)) {
    await write(out, leadCsvRow(lead));
    count++;
  }
  return count;
}

const USAGE = 'Usage: npm run leads -- export [--out <file.csv>]';

async function main(args: string[]): Promise<void> {
  if (args[0] !== 'export') {
    console.error(USAGE);
    process.exit(args.length === 0 || args[0] === '--help' ? 0 : 2);
  }
  const file = option(args, 'out');
  const db = await openConfiguredDatabase();
  try {
    const out = file ? createWriteStream(file) : process.stdout;
    const count = await exportLeads(db, out);
    if (file) {
      out.end();
      await once(out, 'finish');
      console.error(`Wrote ${count} leads to ${file}`);
    }
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
