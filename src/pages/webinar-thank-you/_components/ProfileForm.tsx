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
  writeStored,
  type FormState,
} from '@site/src/components/FormKit';
import { thankYou } from '@site/src/data/webinar';
import { FIELD_LIMITS, compactValues, optionalTextError } from '@site/src/lib/formRules';
import { failureOf, parseStoredProfile, parseStoredRegistration } from '@site/src/lib/webinarApi';
import Block from './Block';
import { visibleWhen } from './Prepaint';
import styles from './ProfileForm.module.css';

const copy = thankYou.profile;
type Name = 'company' | 'jobTitle' | 'biggestChallenge';
const rules = {
  company: (value: string) => optionalTextError(value, FIELD_LIMITS.company),
  jobTitle: (value: string) => optionalTextError(value, FIELD_LIMITS.jobTitle),
  biggestChallenge: (value: string) => optionalTextError(value, FIELD_LIMITS.biggestChallenge),
};

/**
 * Optional questions after registering (company, job title, biggest
 * challenge), saved to the same lead with POST /api/webinar/profile.
 */
export default function ProfileForm({ config }: { config: WebinarConfig }) {
  const id = useId();
  const [values, setValues] = useState<Record<Name, string>>({ company: '', jobTitle: '', biggestChallenge: '' });
  const [state, setState] = useState<FormState>('idle');
  const [message, setMessage] = useState('');
  const inputs = useRef<Partial<Record<Name, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const errors = useFieldErrors(rules, values, config.optimization.formValidation);
  const tracker = useFormTracker('webinar-profile', () => Object.values(values).some((value) => value.trim() !== ''));

  useEffect(() => {
    // Answers saved earlier, or the company and job title given when registering.
    const stored = parseStoredProfile(readStored(WEBINAR_STORAGE_KEYS.profile));
    setValues((current) => (Object.values(current).some(Boolean) ? current : stored));
  }, []);

  const change = (name: Name, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    errors.changed(name);
    tracker.input(value.trim() !== '');
    if (state !== 'sending') setState('idle');
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === 'sending') return;
    const first = errors.submitted()[0];
    if (first) {
      setState('failure');
      setMessage(rules[first](values[first]) ?? '');
      inputs.current[first]?.focus();
      return;
    }
    const fields = compactValues(values);
    if (Object.keys(fields).length === 0) {
      setState('failure');
      setMessage(copy.empty);
      inputs.current.company?.focus();
      return;
    }
    const registration = parseStoredRegistration(readStored(WEBINAR_STORAGE_KEYS.registration));
    if (!registration) {
      setState('failure');
      setMessage(copy.needsRegistration);
      return;
    }
    tracker.input(true);
    setState('sending');
    setMessage(copy.sending);
    const answer = await postJson(config.endpoints.profile, { registrationId: registration.id, ...fields });
    if (!answer.ok) {
      const failure = failureOf(answer.status, answer.body);
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
    writeStored(
      WEBINAR_STORAGE_KEYS.profile,
      JSON.stringify({
        company: values.company.trim(),
        jobTitle: values.jobTitle.trim(),
        biggestChallenge: values.biggestChallenge.trim(),
      }),
    );
    setState('success');
    setMessage(copy.saved);
  };

  const bind = (name: Name) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: (value: string) => change(name, value),
    onBlur: () => errors.blurred(name),
    error: errors.errorOf(name),
    inputRef: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      inputs.current[name] = element;
    },
  });

  return (
    <Block id="attendee-profile" heading={copy.heading} intro={copy.intro}>
      <p className={visibleWhen.unregistered}>
        {copy.needsRegistration}{' '}
        <a className={styles.link} href={thankYou.noRegistration.link.to}>
          {thankYou.noRegistration.link.label}
        </a>
      </p>
      <form className={visibleWhen.registered} noValidate onSubmit={(event) => void submit(event)}>
        <div className={styles.row}>
          <Field {...bind('company')} label={copy.company.label} autoComplete="organization" />
          <Field {...bind('jobTitle')} label={copy.jobTitle.label} autoComplete="organization-title" />
        </div>
        <Field
          {...bind('biggestChallenge')}
          label={copy.biggestChallenge.label}
          hint={copy.biggestChallenge.hint}
          rows={4}
        />
        <SubmitButton
          sending={state === 'sending'}
          label={copy.button}
          sendingLabel={copy.sending}
          className={styles.submit}
        />
        <FormStatus state={state} message={message} />
      </form>
    </Block>
  );
}
