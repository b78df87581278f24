import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EVENT_CONTRACT, providerCalls, renderEventContract, withEventContract } from './contract';

const ROOT = path.resolve(__dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [file] : [];
  });
}

/** Files under src/ that hand events to the tracker: `track(…)`, or `track` given to a form tracker. */
function reportingFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const file of sourceFiles(path.join(ROOT, 'src'))) {
    const relative = path.relative(ROOT, file).split(path.sep).join('/');
    // The tracking library defines track(); it reports nothing of its own.
    if (relative.startsWith('src/lib/tracking/')) continue;
    const text = readFileSync(file, 'utf8');
    if (/\btrack\(|createFormTracker\([^)]*\btrack\)|\btrackVideo\(/.test(text)) files.set(relative, text);
  }
  return files;
}

describe('the event contract', () => {
  it('names every file that reports events, and only those', () => {
    const listed = new Set(EVENT_CONTRACT.map((row) => row.reportedBy));
    expect([...reportingFiles().keys()].sort()).toEqual([...listed].sort());
  });

  it('lets each file report only the event kinds its rows list, so no action is reported from two places', () => {
    for (const [file, text] of reportingFiles()) {
      const listed = new Set(
        EVENT_CONTRACT.filter((row) => row.reportedBy === file).flatMap((row) => row.events.map((event) => event.kind)),
      );
      const sent = new Set([...text.matchAll(/\bkind: '(\w+)'/g)].map((match) => match[1]));
      for (const kind of sent) expect(listed, `${file} sends '${String(kind)}'`).toContain(kind);
    }
  });

  it('gives every action a distinct description', () => {
    const actions = EVENT_CONTRACT.map((row) => row.action);
    expect(new Set(actions).size).toBe(actions.length);
  });

  it('carries the spec constants: 100 USD on the conversion, LTV 10 × score or 100, form values 1 and 0', () => {
    const scored = EVENT_CONTRACT.find((row) => row.action.startsWith('Registers for the webinar'))?.events[0];
    const unscored = EVENT_CONTRACT.find((row) => row.action.startsWith('Registers, and the service'))?.events[0];
    if (!scored || !unscored) throw new Error('registration rows missing');
    expect(providerCalls(scored).ads).toEqual([
      'conversion → AW-…/label {value: 100, currency: "USD", transaction_id: "reg_8f2c"}',
    ]);
    expect(providerCalls(scored).meta[0]).toContain(
      'value: 100, currency: "USD", status: "confirmed", predicted_ltv: 900',
    );
    expect(providerCalls(unscored).meta[0]).toContain('predicted_ltv: 100');
    expect(providerCalls(scored).linkedin).toEqual(['track {conversion_id: "webinar_registration"}']);
    const form = (action: 'start' | 'complete' | 'abandon') =>
      providerCalls({ kind: 'form', action, form: 'newsletter' }).ga4[0];
    expect(form('complete')).toContain('value: 1}');
    expect(form('start')).toContain('value: 0}');
    expect(form('abandon')).toContain('value: 0}');
  });

  it('is what src/lib/tracking/README.md shows (npx tsx scripts/event-contract.ts rewrites it)', () => {
    const readme = readFileSync(path.join(ROOT, 'src/lib/tracking/README.md'), 'utf8');
    expect(readme).toContain(renderEventContract());
    expect(withEventContract(readme)).toBe(readme);
  });
});
