/**
 * The webinar registration form (issue 7 item 9): email required, first
 * name, company and job title behind a disclosure; checked as the visitor
 * types and on submit; the email draft kept across reloads; a disabled button
 * while sending; success and failure announced with what happens next.
 * Tracking: form start/complete/abandon and, on success, the registration
 * conversion with the server's lead score.
 */
import clsx from 'clsx';
import { memo, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { WEEKLY_WORKSHOP } from '@site/config/banner';
import { WEBINAR_STORAGE_KEYS, type WebinarConfig } from '@site/config/webinar';
import {
  Field,
  FormStatus,
  Honeypot,
  SubmitButton,
  postJson,
  readStored,
  removeStored,
  useFieldErrors,
  useFormTracker,
  useStoredDraft,
  writeStored,
  type FormState,
} from '@site/src/components/FormKit';
import { registrationForm as copy, fill } from '@site/src/data/webinar';
import type { Assignments } from '@site/src/lib/abTest';
import { FIELD_LIMITS, compactValues, emailError, optionalTextError } from '@site/src/lib/formRules';
import { usZoneParts } from '@site/src/lib/sessionTime';
import { track } from '@site/src/lib/tracking';
import { failureOf, parseRegistration, parseStoredUtm, type Registration } from '@site/src/lib/webinarApi';
import styles from './styles.module.css';

type Name = 'email' | 'firstName' | 'company' | 'jobTitle';
const DETAILS: readonly Name[] = ['firstName', 'company', 'jobTitle'];

const rules = {
  email: emailError,
  firstName: (value: string) => optionalTextError(value, FIELD_LIMITS.name),
  company: (value: string) => optionalTextError(value, FIELD_LIMITS.company),
  jobTitle: (value: string) => optionalTextError(value, FIELD_LIMITS.jobTitle),
};

/** How long the success message stays before the thank-you page opens. */
export const REDIRECT_DELAY_MS = 1500;

interface Props {
  config: WebinarConfig;
  /** The button label: the call-to-action test's variant. */
  ctaLabel: string;
  /** The visitor's enabled A/B test variants, sent with the registration. */
  assignments: Assignments;
  /** The start of the session chosen (ISO); without it the service registers for the coming session. */
  sessionStart?: string;
  /** Called when the service refused the session because its last seat went meanwhile (409). */
  onSessionFull?: () => void;
  /** Opens the thank-you page (client-side navigation), after the success message has shown. */
  onRegistered: (registration: Registration) => void;
  className?: string;
}

function WebinarRegistrationForm({
  config,
  ctaLabel,
  assignments,
  sessionStart,
  onSessionFull,
  onRegistered,
  className,
}: Props) {
  const id = useId();
  const fieldId = (name: Name) => `${id}-${name}`;
  const [email, setEmail] = useStoredDraft(
    () => readStored(WEBINAR_STORAGE_KEYS.draft),
    (value) => writeStored(WEBINAR_STORAGE_KEYS.draft, value),
  );
  const [details, setDetails] = useState({ firstName: '', company: '', jobTitle: '' });
  const [website, setWebsite] = useState('');
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [state, setState] = useState<FormState>('idle');
  const [message, setMessage] = useState('');
  const [registration, setRegistration] = useState<Registration | null>(null);
  const inputs = useRef<Partial<Record<Name, HTMLInputElement | null>>>({});
  const successHeading = useRef<HTMLHeadingElement>(null);

  const values: Record<Name, string> = { email, ...details };
  const errors = useFieldErrors(rules, values, config.optimization.formValidation);
  const hasDraft = () => Object.values(values).some((value) => value.trim() !== '');
  const tracker = useFormTracker('webinar-registration', hasDraft);

  useEffect(() => {
    if (state === 'success') successHeading.current?.focus();
  }, [state]);

  useEffect(() => {
    if (!registration) return undefined;
    const timer = window.setTimeout(() => onRegistered(registration), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [registration, onRegistered]);

  const change = (name: Name, value: string) => {
    if (name === 'email') setEmail(value);
    else setDetails((previous) => ({ ...previous, [name]: value }));
    errors.changed(name);
    tracker.input(value.trim() !== '' || hasDraft());
    if (state === 'failure') setState('idle');
  };

  const focusField = (name: Name) => {
    if (DETAILS.includes(name)) setDetailsOpen(true);
    // The disclosure may need a render before its fields can take focus.
    window.requestAnimationFrame(() => inputs.current[name]?.focus());
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === 'sending' || state === 'success') return;
    const invalid = errors.submitted();
    const first = invalid[0];
    if (first) {
      setState('failure');
      setMessage(fill(copy.invalidSummary, { message: errors.errorOf(first) ?? rules[first](values[first]) ?? '' }));
      focusField(first);
      return;
    }

    setState('sending');
    setMessage(copy.sending);
    const fields = compactValues(values);
    const answer = await postJson(config.endpoints.register, {
      ...fields,
      email: email.trim(),
      ...parseStoredUtm(readStored(WEBINAR_STORAGE_KEYS.utm, 'session')),
      ...(Object.keys(assignments).length > 0 ? { abVariants: assignments } : {}),
      ...(sessionStart ? { sessionStart } : {}),
      website,
    });
    const result = answer.ok ? parseRegistration(answer.body) : null;

    if (!result) {
      const failure = failureOf(answer.ok ? 500 : answer.status, answer.body);
      const field = failure.field as Name | undefined;
      tracker.failed();
      if (!answer.ok && answer.status === 409) onSessionFull?.();
      setState('failure');
      if (field && field in rules) {
        errors.setServerError(field, failure.message);
        setMessage(fill(copy.invalidSummary, { message: failure.message }));
        focusField(field);
      } else {
        setMessage(failure.message);
      }
      return;
    }

    tracker.succeeded();
    track({
      kind: 'webinar_registration',
      registrationId: result.registrationId,
      leadScore: result.leadScore,
      ...(fields.company ? { company: fields.company } : {}),
      ...(fields.jobTitle ? { jobTitle: fields.jobTitle } : {}),
    });
    removeStored(WEBINAR_STORAGE_KEYS.draft);
    writeStored(WEBINAR_STORAGE_KEYS.confirmedEmail, email.trim());
    writeStored(
      WEBINAR_STORAGE_KEYS.registration,
      JSON.stringify({ id: result.registrationId, sessionStart: result.sessionStart, registeredAt: Date.now() }),
    );
    if (fields.company || fields.jobTitle) {
      writeStored(
        WEBINAR_STORAGE_KEYS.profile,
        JSON.stringify({ company: fields.company ?? '', jobTitle: fields.jobTitle ?? '', biggestChallenge: '' }),
      );
    }
    setState('success');
    const date = usZoneParts(Date.parse(result.sessionStart), WEEKLY_WORKSHOP).date;
    const elsewhere = sessionStart !== undefined && Date.parse(sessionStart) !== Date.parse(result.sessionStart);
    const said = !result.repeat ? copy.success.text : elsewhere ? copy.success.repeatOther : copy.success.repeat;
    setMessage(fill(said, { date }));
    setRegistration(result);
  };

  if (state === 'success') {
    return (
      <div className={clsx(styles.success, className)}>
        <h3 ref={successHeading} tabIndex={-1} className={styles.successHeading}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28">
            <circle cx="12" cy="12" r="11" fill="rgb(79 209 197 / 18%)" />
            <path d="m7 12.5 3.2 3.2L17 9" fill="none" stroke="#4fd1c5" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {copy.success.heading}
        </h3>
        <FormStatus state={state} message={message} />
        <a className={styles.successLink} href={config.endpoints.thankYou}>
          {copy.success.link}
        </a>
      </div>
    );
  }

  const sending = state === 'sending';
  const bind = (name: Name) => ({
    id: fieldId(name),
    name,
    value: values[name],
    onChange: (value: string) => change(name, value),
    onBlur: () => errors.blurred(name),
    error: errors.errorOf(name),
    inputRef: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
  });

  return (
    <form
      className={clsx(styles.form, className)}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={sending}
    >
      <Field
        {...bind('email')}
        label={copy.email.label}
        type="email"
        autoComplete="email"
        placeholder={copy.email.placeholder}
        required
      />
      <button
        type="button"
        className={styles.disclosure}
        aria-expanded={detailsOpen}
        aria-controls={`${id}-details`}
        onClick={() => setDetailsOpen((open) => !open)}
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" className={styles.chevron}>
          <path d="m5 3 5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        {copy.detailsToggle}
      </button>
      <div id={`${id}-details`} className={styles.details} hidden={!detailsOpen}>
        <Field {...bind('firstName')} label={copy.firstName.label} autoComplete="given-name" />
        <Field {...bind('company')} label={copy.company.label} autoComplete="organization" />
        <Field {...bind('jobTitle')} label={copy.jobTitle.label} autoComplete="organization-title" />
      </div>
      <Honeypot value={website} onChange={setWebsite} />
      <SubmitButton sending={sending} label={ctaLabel} sendingLabel={copy.sending} />
      <FormStatus state={state} message={message} />
      <p className={styles.privacy}>
        {copy.privacy.text} <a href={copy.privacy.link.to}>{copy.privacy.link.label}</a>
      </p>
    </form>
  );
}

// The landing page re-renders when the session's numbers arrive; the form's props do not change then.
export default memo(WebinarRegistrationForm);
