/**
 * When a form reports its start, completion and abandonment (SPEC §7 form
 * events). Start: the first time the visitor types something. Complete: a
 * successful send. Abandon: a failed send, or leaving the page with a
 * started draft that was never sent; never twice for the same attempt.
 */
import type { FormId, TrackingEvent } from './tracking';

export interface FormTracker {
  /** The visitor changed a field; `hasContent` says whether the form now holds anything. */
  input(hasContent: boolean): void;
  succeeded(): void;
  failed(): void;
  /** The visitor leaves (page hidden for good, or the form goes away); `hasDraft` as for input. */
  left(hasDraft: boolean): void;
}

export function createFormTracker(form: FormId, send: (event: TrackingEvent) => void): FormTracker {
  let started = false;
  let completed = false;
  // Whether the latest attempt has already been reported as abandoned.
  let abandoned = false;
  const report = (action: 'start' | 'complete' | 'abandon') => send({ kind: 'form', action, form });
  return {
    input(hasContent) {
      if (!hasContent || completed) return;
      abandoned = false;
      if (!started) {
        started = true;
        report('start');
      }
    },
    succeeded() {
      if (completed) return;
      completed = true;
      report('complete');
    },
    failed() {
      if (completed || abandoned) return;
      abandoned = true;
      report('abandon');
    },
    left(hasDraft) {
      if (!started || completed || abandoned || !hasDraft) return;
      abandoned = true;
      report('abandon');
    },
  };
}
