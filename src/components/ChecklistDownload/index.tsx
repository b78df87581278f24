/**
 * The lead magnet: the visitor gives an email address and gets the
 * "Enterprise AI readiness checklist" as a file at once (and, while
 * `emailAutomation.leadMagnetDelivery` is on, a copy by email). Used in the
 * landing page's exit-intent dialog and on the thank-you page.
 */
import clsx from 'clsx';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { WEBINAR_STORAGE_KEYS, type WebinarConfig } from '@site/config/webinar';
import {
  Field,
  FormStatus,
  SubmitButton,
  postJson,
  readStored,
  useFieldErrors,
  useFormTracker,
  type FormState,
} from '@site/src/components/FormKit';
import { checklistDownload as copy, fill } from '@site/src/data/webinar';
import { emailError } from '@site/src/lib/formRules';
import { track } from '@site/src/lib/tracking';
import { attachmentName, failureOf, parseStoredRegistration } from '@site/src/lib/webinarApi';
import styles from './styles.module.css';

const rules = { email: emailError };

/** Hands a downloaded file to the browser's "save" behaviour. */
function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the address goes away.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** What the visitor reads once the file is saved; the email copy is mentioned only while it is sent. */
export function savedMessage(config: WebinarConfig, fileName: string, email: string): string {
  const saved = fill(copy.saved, { file: fileName });
  return config.emailAutomation.leadMagnetDelivery ? `${saved} ${fill(copy.alsoByEmail, { email })}` : saved;
}

interface Props {
  config: WebinarConfig;
  className?: string;
}

export default function ChecklistDownload({ config, className }: Props) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<FormState>('idle');
  const [message, setMessage] = useState('');
  const input = useRef<HTMLInputElement | null>(null);
  const errors = useFieldErrors(rules, { email }, config.optimization.formValidation);
  const tracker = useFormTracker('webinar-checklist', () => email.trim() !== '');

  useEffect(() => {
    // The address the visitor registered with, else the one they started typing.
    const known = readStored(WEBINAR_STORAGE_KEYS.confirmedEmail) ?? readStored(WEBINAR_STORAGE_KEYS.draft);
    if (known) setEmail((current) => current || known);
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === 'sending') return;
    const first = errors.submitted()[0];
    if (first) {
      setState('failure');
      setMessage(emailError(email) ?? '');
      input.current?.focus();
      return;
    }
    // A prefilled address counts as a start too: the visitor chose to send it.
    tracker.input(true);
    setState('sending');
    setMessage(copy.sending);
    const registrationId = parseStoredRegistration(readStored(WEBINAR_STORAGE_KEYS.registration))?.id;
    const answer = await postJson(
      config.endpoints.downloadChecklist,
      { email: email.trim(), ...(registrationId ? { registrationId } : {}) },
      { readBody: false },
    );
    if (!answer.ok || !answer.response) {
      const failure = failureOf(answer.status, answer.body);
      tracker.failed();
      setState('failure');
      if (failure.field === 'email') errors.setServerError('email', failure.message);
      setMessage(failure.message);
      return;
    }
    let blob: Blob;
    try {
      blob = await answer.response.blob();
    } catch {
      tracker.failed();
      setState('failure');
      setMessage(failureOf(0, null).message);
      return;
    }
    const fileName = attachmentName(answer.response.headers.get('Content-Disposition'), copy.fileName);
    saveFile(blob, fileName);
    tracker.succeeded();
    track({ kind: 'file_download', fileName, fileType: fileName.split('.').pop() ?? 'html' });
    setState('success');
    setMessage(savedMessage(config, fileName, email.trim()));
  };

  return (
    <form className={clsx(styles.form, className)} noValidate onSubmit={(event) => void submit(event)}>
      <Field
        id={`${id}-email`}
        name="email"
        label={copy.email.label}
        type="email"
        autoComplete="email"
        value={email}
        required
        onChange={(value) => {
          setEmail(value);
          errors.changed('email');
          tracker.input(value.trim() !== '');
          if (state !== 'sending') setState('idle');
        }}
        onBlur={() => errors.blurred('email')}
        error={errors.errorOf('email')}
        inputRef={(element) => {
          input.current = element;
        }}
      />
      <SubmitButton sending={state === 'sending'} label={copy.button} sendingLabel={copy.sending} />
      <FormStatus state={state} message={message} />
    </form>
  );
}
