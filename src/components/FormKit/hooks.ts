import { useCallback, useEffect, useRef, useState } from 'react';
import { createFormTracker, type FormTracker } from '@site/src/lib/formTracker';
import { visibleErrors, type Errors, type Rules } from '@site/src/lib/formRules';
import { track, type FormId } from '@site/src/lib/tracking';

/**
 * Form events for one form (see src/lib/formTracker.ts). `hasDraft` tells,
 * when the visitor leaves, whether the form still holds unsent input; leaving
 * means the page being hidden for good (pagehide) or the form unmounting.
 */
export function useFormTracker(form: FormId, hasDraft: () => boolean): FormTracker {
  const tracker = useRef<FormTracker | null>(null);
  tracker.current ??= createFormTracker(form, track);
  const draft = useRef(hasDraft);
  draft.current = hasDraft;
  useEffect(() => {
    const current = tracker.current;
    const onPageHide = (event: PageTransitionEvent) => {
      // A page kept in the back/forward cache may come back: only a final unload counts.
      if (!event.persisted) current?.left(draft.current());
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      current?.left(draft.current());
    };
  }, []);
  return tracker.current;
}

export interface FieldErrors<Name extends string> {
  /** The message to show next to a field now, if any. */
  errorOf(name: Name): string | undefined;
  /** The field lost focus: from now on it is checked as the visitor types. */
  blurred(name: Name): void;
  /** The field changed: a server message about it no longer applies. */
  changed(name: Name): void;
  /** A send was attempted: every field is checked; returns the fields in error, in form order. */
  submitted(): Name[];
  /** The server named a field in its 400 answer. */
  setServerError(name: Name, message: string): void;
}

/**
 * Validation as the visitor types and on submit. A field shows its message
 * once it has been left (blurred) or a send was attempted, and updates on
 * every keystroke from then on. With `enabled` false only the server's
 * messages are shown (config/webinar.ts `optimization.formValidation`).
 */
export function useFieldErrors<Name extends string>(
  rules: Rules<Name>,
  values: Record<Name, string>,
  enabled: boolean,
): FieldErrors<Name> {
  const [touched, setTouched] = useState<ReadonlySet<Name>>(() => new Set());
  const [serverErrors, setServerErrors] = useState<Errors<Name>>({});
  const shown = visibleErrors({ rules, values, enabled, touched, server: serverErrors });

  const blurred = useCallback((name: Name) => {
    setTouched((previous) => (previous.has(name) ? previous : new Set(previous).add(name)));
  }, []);
  const changed = useCallback((name: Name) => {
    setServerErrors((previous) => {
      if (!(name in previous)) return previous;
      const next = { ...previous };
      delete next[name];
      return next;
    });
  }, []);

  return {
    errorOf: (name) => shown[name],
    blurred,
    changed,
    submitted: () => {
      const all = new Set(Object.keys(rules) as Name[]);
      setTouched(all);
      const now = visibleErrors({ rules, values, enabled, touched: all, server: {} });
      return (Object.keys(rules) as Name[]).filter((name) => now[name] !== undefined);
    },
    setServerError: (name, message) => setServerErrors((previous) => ({ ...previous, [name]: message })),
  };
}

/** A value mirrored in browser storage: read once after mount, written on change. */
export function useStoredDraft(
  read: () => string | null,
  write: (value: string) => void,
): [string, (value: string) => void] {
  const [value, setValue] = useState('');
  const reader = useRef(read);
  useEffect(() => {
    // Read once, after hydration, so the server's HTML and the first render agree.
    const stored = reader.current();
    if (stored) setValue((current) => current || stored);
  }, []);
  const update = useCallback(
    (next: string) => {
      setValue(next);
      write(next);
    },
    [write],
  );
  return [value, update];
}
