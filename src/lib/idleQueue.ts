/**
 * A first-in, first-out queue of keys that runs one job per idle period: each
 * key runs once, in its own short task, whenever the host scheduler says the
 * page is idle. Used to spread link prefetches (src/clientModules/idlePrefetch.ts).
 */
export type Scheduler = (callback: () => void) => void;

export interface IdleQueue {
  /** Queues a key; a key already queued or run is ignored. */
  add(key: string): void;
}

export function createIdleQueue(run: (key: string) => void, schedule: Scheduler): IdleQueue {
  const seen = new Set<string>();
  const pending: string[] = [];
  let scheduled = false;

  const next = () => {
    scheduled = false;
    const key = pending.shift();
    if (key === undefined) return;
    run(key);
    if (pending.length > 0) request();
  };
  const request = () => {
    if (scheduled) return;
    scheduled = true;
    schedule(next);
  };

  return {
    add(key) {
      if (seen.has(key)) return;
      seen.add(key);
      pending.push(key);
      request();
    },
  };
}
