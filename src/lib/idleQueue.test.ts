import { describe, expect, it } from 'vitest';
import { createIdleQueue } from './idleQueue';

/** A scheduler the test advances by hand, one idle period at a time. */
function manualScheduler() {
  const callbacks: (() => void)[] = [];
  return {
    schedule: (callback: () => void) => void callbacks.push(callback),
    idle: () => callbacks.shift()?.(),
    get waiting() {
      return callbacks.length;
    },
  };
}

describe('createIdleQueue', () => {
  it('runs nothing until the page is idle, then one key per idle period, in order', () => {
    const scheduler = manualScheduler();
    const ran: string[] = [];
    const queue = createIdleQueue((key) => ran.push(key), scheduler.schedule);
    queue.add('/docs/a');
    queue.add('/docs/b');
    expect(ran).toEqual([]);
    expect(scheduler.waiting).toBe(1);
    scheduler.idle();
    expect(ran).toEqual(['/docs/a']);
    scheduler.idle();
    expect(ran).toEqual(['/docs/a', '/docs/b']);
    expect(scheduler.waiting).toBe(0);
  });

  it('runs each key once', () => {
    const scheduler = manualScheduler();
    const ran: string[] = [];
    const queue = createIdleQueue((key) => ran.push(key), scheduler.schedule);
    queue.add('/docs/a');
    queue.add('/docs/a');
    scheduler.idle();
    queue.add('/docs/a');
    scheduler.idle();
    expect(ran).toEqual(['/docs/a']);
  });

  it('asks again for idle time when a key arrives after the queue ran dry', () => {
    const scheduler = manualScheduler();
    const ran: string[] = [];
    const queue = createIdleQueue((key) => ran.push(key), scheduler.schedule);
    queue.add('/docs/a');
    scheduler.idle();
    queue.add('/docs/b');
    expect(scheduler.waiting).toBe(1);
    scheduler.idle();
    expect(ran).toEqual(['/docs/a', '/docs/b']);
  });
});
