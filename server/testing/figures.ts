/** Helpers for the reliability tests' figures. */
import type { SmtpSink } from './smtp';

/** The p-th percentile (nearest rank) of `values`. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** The registration confirmations the sink received for these addresses. */
export function confirmationsTo(sink: SmtpSink, emails: Iterable<string>) {
  const wanted = new Set(emails);
  return sink.messages.filter((m) => wanted.has(m.to) && m.subject.startsWith("You're registered"));
}
