import { describe, expect, it } from 'vitest';
import { createFormTracker } from './formTracker';
import type { TrackingEvent } from './tracking';

function tracked() {
  const events: TrackingEvent[] = [];
  const tracker = createFormTracker('webinar-registration', (event) => events.push(event));
  const actions = () => events.map((event) => (event.kind === 'form' ? `${event.form}:${event.action}` : event.kind));
  return { tracker, actions };
}

describe('form tracking', () => {
  it('reports start once, on the first input with content, then complete', () => {
    const { tracker, actions } = tracked();
    tracker.input(false);
    expect(actions()).toEqual([]);
    tracker.input(true);
    tracker.input(true);
    tracker.succeeded();
    tracker.left(true);
    expect(actions()).toEqual(['webinar-registration:start', 'webinar-registration:complete']);
  });

  it('reports abandon on a failed send, once per attempt', () => {
    const { tracker, actions } = tracked();
    tracker.input(true);
    tracker.failed();
    tracker.failed();
    tracker.left(true);
    expect(actions()).toEqual(['webinar-registration:start', 'webinar-registration:abandon']);
    // The visitor edits and tries again: a new attempt that can be abandoned again.
    tracker.input(true);
    tracker.failed();
    tracker.succeeded();
    expect(actions()).toEqual([
      'webinar-registration:start',
      'webinar-registration:abandon',
      'webinar-registration:abandon',
      'webinar-registration:complete',
    ]);
  });

  it('reports abandon when the visitor leaves with a started, unsent draft', () => {
    const { tracker, actions } = tracked();
    tracker.input(true);
    tracker.left(true);
    tracker.left(true);
    expect(actions()).toEqual(['webinar-registration:start', 'webinar-registration:abandon']);
  });

  it('says nothing when the visitor leaves an untouched or emptied form', () => {
    const untouched = tracked();
    untouched.tracker.left(true);
    expect(untouched.actions()).toEqual([]);
    const emptied = tracked();
    emptied.tracker.input(true);
    emptied.tracker.input(false);
    emptied.tracker.left(false);
    expect(emptied.actions()).toEqual(['webinar-registration:start']);
  });
});
