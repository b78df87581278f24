/**
 * The pieces every form of the funnel is made of: a labelled field with its
 * hint and error wired to the input (aria-describedby, aria-invalid), the
 * bot trap, and the live regions that announce sending, success and failure.
 */
import clsx from 'clsx';
import type { ChangeEvent, ReactNode, Ref } from 'react';
import styles from './styles.module.css';

export { postJson, getJson } from './request';
export { readStored, writeStored, removeStored } from './storage';
export { useFieldErrors, useFormTracker, useStoredDraft } from './hooks';

interface FieldProps {
  id: string;
  /** The field's name in the form (helps autofill); the id when absent. */
  name?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
  required?: boolean;
  type?: 'email' | 'text';
  autoComplete?: string;
  placeholder?: string;
  /** A textarea of this many rows instead of a single-line input. */
  rows?: number;
  maxLength?: number;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  className?: string;
}

export function Field({
  id,
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  required = false,
  type = 'text',
  autoComplete,
  placeholder,
  rows,
  maxLength,
  inputRef,
  className,
}: FieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: name ?? id,
    value,
    onBlur,
    placeholder,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
    className: clsx(styles.input, error && styles.inputInvalid),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };
  return (
    <div className={clsx(styles.field, className)}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {rows ? (
        <textarea {...common} rows={rows} ref={inputRef} />
      ) : (
        <input
          {...common}
          ref={inputRef}
          type={type}
          autoComplete={autoComplete}
          inputMode={type === 'email' ? 'email' : undefined}
          spellCheck={type === 'email' ? false : undefined}
          autoCapitalize={type === 'email' ? 'none' : undefined}
        />
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" className={styles.errorIcon}>
            <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <path d="M8 4.5v4.5M8 11.2v.3" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A field people never see and bots fill in: hidden from view and from
 * assistive technology, out of the tab order, never autofilled. The server
 * drops any submission where it holds something.
 */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        Website
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}

export type FormState = 'idle' | 'sending' | 'success' | 'failure';

/**
 * The form's announcements. Both regions are always in the page, so screen
 * readers register them before anything is said: sending and success are
 * polite, a failure is an alert.
 */
export function FormStatus({ state, message }: { state: FormState; message: ReactNode }) {
  return (
    <>
      <div role="status" className={clsx(styles.status, state === 'success' && styles.statusSuccess)}>
        {state === 'sending' || state === 'success' ? message : null}
      </div>
      <div role="alert" className={clsx(styles.status, state === 'failure' && styles.statusFailure)}>
        {state === 'failure' ? message : null}
      </div>
    </>
  );
}

/** The send button: disabled and labelled for what is happening while a request is out. */
export function SubmitButton({
  sending,
  label,
  sendingLabel,
  className,
}: {
  sending: boolean;
  label: string;
  sendingLabel: string;
  className?: string;
}) {
  return (
    <button
      type="submit"
      className={clsx('button button--primary button--lg', styles.submit, className)}
      disabled={sending}
    >
      {sending && <span className={styles.spinner} aria-hidden="true" />}
      {sending ? sendingLabel : label}
    </button>
  );
}
