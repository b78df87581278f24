import { useState, type FormEvent, type Ref } from 'react';
import { Field } from '@site/src/components/FormKit';
import { adminRequest, ApiError } from './api';
import styles from './styles.module.css';

/** Asks for a one-time sign-in link (POST /api/admin/sign-in) and shows the server's answer. */
export default function SignInForm({ headingRef }: { headingRef: Ref<HTMLHeadingElement> }) {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState('');
  const [failure, setFailure] = useState('');
  const [fieldError, setFieldError] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    setAnswer('');
    setFailure('');
    setFieldError('');
    try {
      const result = await adminRequest<{ message: string }>('sign-in', { method: 'POST', body: { email } });
      setAnswer(result.message);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError(0, String(error), 'client_error');
      // The server names the field as "email: <problem>"; the form names it as its label does.
      if (apiError.field === 'email') setFieldError(`Email address ${apiError.message.replace(/^email:\s*/, '')}`);
      else setFailure(apiError.message);
    } finally {
      setSending(false);
    }
  }

  return (
    <section className={styles.signIn} aria-labelledby="console-sign-in">
      <h1 id="console-sign-in" tabIndex={-1} ref={headingRef}>
        Sign in to the console
      </h1>
      <p>
        Enter your work address. If it may use the console, a sign-in link arrives by email; it works once, within 15
        minutes.
      </p>
      <form onSubmit={(event) => void submit(event)} noValidate className={styles.signInForm}>
        <Field
          id="console-email"
          name="email"
          label="Email address"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={setEmail}
          error={fieldError || undefined}
        />
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? 'Sending…' : 'Send me a sign-in link'}
        </button>
      </form>
      <p role="status" className={styles.answer}>
        {answer}
      </p>
      <p role="alert" className={styles.failure}>
        {failure}
      </p>
    </section>
  );
}
