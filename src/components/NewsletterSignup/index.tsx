/**
 * Newsletter sign-up (issue 7 item 8): email and an optional name, posted to
 * POST /api/newsletter/subscribe, which hands it to the configured provider.
 * With double opt-in the answer is "pending" and the visitor is told to
 * confirm by email. Same form behaviour as the webinar forms: checked as the
 * visitor types, email draft kept across reloads, announced states, form events.
 */
import clsx from 'clsx';
import { useId, useRef, useState, type FormEvent } from 'react';
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
import { fill, newsletterSignup as copy } from '@site/src/data/webinar';
import { FIELD_LIMITS, emailError, optionalTextError } from '@site/src/lib/formRules';
import { failureOf, parseNewsletter } from '@site/src/lib/webinarApi';
import styles from './styles.module.css';

export const NEWSLETTER_ENDPOINT = '/api/newsletter/subscribe';
/** localStorage key of the email draft. */
export const NEWSLETTER_DRAFT_KEY = 'newsletter_signup_email';

type Name = 'email' | 'name';
const rules = { email: emailError, name: (value: string) => optionalTextError(value, FIELD_LIMITS.name) };

interface Props {
  /** Where the sign-up happened, stored with the subscriber (e.g. "blog-post", "learn"). */
  source: string;
  /** Client-side checks as the visitor types and on submit (on unless told otherwise). */
  validate?: boolean;
  className?: string;
}

export default function NewsletterSignup({ source, validate = true, className }: Props) {
  const id = useId();
  const [email, setEmail] = useStoredDraft(
    () => readStored(NEWSLETTER_DRAFT_KEY),
    (value) => writeStored(NEWSLETTER_DRAFT_KEY, value),
  );
  const [name, setName] = useState('');
  const [website, setWebsite] = useState('');
  const [state, setState] = useState<FormState>('idle');
  const [message, setMessage] = useState('');
  const inputs = useRef<Partial<Record<Name, HTMLInputElement | null>>>({});
  const values = { email, name };
  const errors = useFieldErrors(rules, values, validate);
  const tracker = useFormTracker('newsletter', () => email.trim() !== '' || name.trim() !== '');

  const change = (field: Name, value: string) => {
    if (field === 'email') setEmail(value);
    else setName(value);
    errors.changed(field);
    tracker.input(value.trim() !== '');
    if (state === 'failure') setState('idle');
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === 'sending' || state === 'success') return;
    const first = errors.submitted()[0];
    if (first) {
      setState('failure');
      setMessage(rules[first](values[first]) ?? '');
      inputs.current[first]?.focus();
      return;
    }
    tracker.input(true);
    setState('sending');
    setMessage(copy.sending);
    const answer = await postJson(NEWSLETTER_ENDPOINT, {
      email: email.trim(),
      ...(name.trim() ? { name: name.trim() } : {}),
      source,
      website,
    });
    const result = answer.ok ? parseNewsletter(answer.body) : null;
    if (!result) {
      const failure = failureOf(answer.ok ? 500 : answer.status, answer.body);
      tracker.failed();
      setState('failure');
      setMessage(failure.message);
      const field = failure.field as Name | undefined;
      if (field && field in rules) {
        errors.setServerError(field, failure.message);
        inputs.current[field]?.focus();
      }
      return;
    }
    tracker.succeeded();
    removeStored(NEWSLETTER_DRAFT_KEY);
    setState('success');
    setMessage(fill(result.status === 'pending' ? copy.pending : copy.subscribed, { email: email.trim() }));
  };

  const headingId = `${id}-heading`;
  return (
    <section className={clsx(styles.signup, className)} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {copy.heading}
      </h2>
      <p className={styles.text}>{copy.text}</p>
      {state === 'success' ? (
        <FormStatus state={state} message={message} />
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className={styles.form}>
          <div className={styles.fields}>
            <Field
              id={`${id}-email`}
              name="email"
              label={copy.email.label}
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(value) => change('email', value)}
              onBlur={() => errors.blurred('email')}
              error={errors.errorOf('email')}
              inputRef={(element) => {
                inputs.current.email = element;
              }}
            />
            <Field
              id={`${id}-name`}
              name="name"
              label={copy.name.label}
              autoComplete="name"
              value={name}
              onChange={(value) => change('name', value)}
              onBlur={() => errors.blurred('name')}
              error={errors.errorOf('name')}
              inputRef={(element) => {
                inputs.current.name = element;
              }}
            />
          </div>
          <Honeypot value={website} onChange={setWebsite} />
          <SubmitButton
            sending={state === 'sending'}
            label={copy.button}
            sendingLabel={copy.sending}
            className={styles.submit}
          />
          <FormStatus state={state} message={message} />
        </form>
      )}
    </section>
  );
}
