/** Small pieces every console view shares. */
import type { ReactNode } from 'react';
import type { ApiError } from './api';
import styles from './styles.module.css';

export function ViewHeading({ children }: { children: ReactNode }) {
  return (
    <h1 id="console-view" tabIndex={-1} className={styles.viewHeading}>
      {children}
    </h1>
  );
}

/**
 * The live regions of a view: "Loading…" then `done` (a results count) are
 * announced politely; a failure is an alert with the server's message.
 */
export function LoadStatus({ loading, error, done }: { loading: boolean; error: ApiError | undefined; done: string }) {
  return (
    <>
      <p role="status" className={styles.status}>
        {loading ? 'Loading…' : error ? '' : done}
      </p>
      <p role="alert" className={styles.failure}>
        {!loading && error ? error.message : ''}
      </p>
    </>
  );
}

export function Stat({
  label,
  value,
  note,
  meter,
}: {
  label: string;
  value: ReactNode;
  note?: string;
  meter?: { value: number; max: number };
}) {
  return (
    <div className={styles.stat}>
      <p className={styles.statLabel}>{label}</p>
      <p className={styles.statValue}>{value}</p>
      {meter && (
        <meter
          className={styles.meter}
          min={0}
          max={meter.max}
          value={meter.value}
          aria-label={`${label}: seats taken`}
        >
          {meter.value} of {meter.max}
        </meter>
      )}
      {note && <p className={styles.statNote}>{note}</p>}
    </div>
  );
}

/** A titled list of facts about one record (a registration, a question): term, then value, or a dash. */
export function Facts({ title, facts }: { title: string; facts: [string, ReactNode][] }) {
  return (
    <section className={styles.facts} aria-label={title}>
      <h2>{title}</h2>
      <dl>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value ?? '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
