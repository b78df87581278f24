/**
 * The frame of every console view: the site's layout, noindex, the sign-in
 * gate (GET /api/admin/me), the console's navigation and sign-out. A 401 from
 * any request puts the sign-in form back.
 */
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { adminRequest, ApiError } from './api';
import { AdminApiContext } from './hooks';
import SignInForm from './SignInForm';
import type { Me } from './types';
import { CONSOLE_VIEWS, type ConsoleViewId } from './views';
import styles from './styles.module.css';

type Gate =
  | { state: 'checking' }
  | { state: 'signed-out' }
  | { state: 'signed-in'; me: Me }
  | { state: 'failed'; message: string };

/** Who is signed in, remembered across the console's views so moving between them does not flash the check. */
let knownMe: Me | undefined;

export default function ConsolePage({ view, children }: { view: ConsoleViewId; children: () => ReactNode }) {
  const current = CONSOLE_VIEWS.find((entry) => entry.id === view)!;
  const [gate, setGate] = useState<Gate>(() => (knownMe ? { state: 'signed-in', me: knownMe } : { state: 'checking' }));
  const signInHeading = useRef<HTMLHeadingElement>(null);
  const focusSignIn = useRef(false);

  const signedOut = useCallback((moveFocus: boolean) => {
    knownMe = undefined;
    focusSignIn.current = moveFocus;
    setGate({ state: 'signed-out' });
  }, []);

  useEffect(() => {
    let active = true;
    adminRequest<Me>('me').then(
      (me) => {
        knownMe = me;
        if (active) setGate({ state: 'signed-in', me });
      },
      (error: unknown) => {
        if (!active) return;
        if (error instanceof ApiError && error.status === 401) signedOut(false);
        else setGate({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      active = false;
    };
  }, [signedOut]);

  useEffect(() => {
    if (gate.state === 'signed-out' && focusSignIn.current) {
      focusSignIn.current = false;
      signInHeading.current?.focus();
    }
  }, [gate]);

  const request = useCallback<typeof adminRequest>(
    async (path, init) => {
      try {
        return await adminRequest(path, init);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) signedOut(true);
        throw error;
      }
    },
    [signedOut],
  );

  async function signOut() {
    try {
      await adminRequest('sign-out', { method: 'POST' });
    } finally {
      signedOut(true);
    }
  }

  return (
    <Layout title={`${current.label} · Console`} description="The marketing console of AnswerAgentAI.">
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main className={styles.console}>
        {gate.state === 'checking' && (
          <>
            <h1>Marketing console</h1>
            <p role="status">Checking your session…</p>
          </>
        )}
        {gate.state === 'failed' && (
          <>
            <h1>Marketing console</h1>
            <p role="alert" className={styles.failure}>
              {gate.message}
            </p>
          </>
        )}
        {gate.state === 'signed-out' && <SignInForm headingRef={signInHeading} />}
        {gate.state === 'signed-in' && (
          <AdminApiContext.Provider value={request}>
            <div className={styles.bar}>
              <p className={styles.who}>
                Marketing console · signed in as <strong>{gate.me.email}</strong>
              </p>
              <button type="button" className="button button--secondary button--sm" onClick={() => void signOut()}>
                Sign out
              </button>
            </div>
            <nav aria-label="Console" className={styles.nav}>
              <ul>
                {CONSOLE_VIEWS.map((entry) => (
                  <li key={entry.id}>
                    <Link to={entry.path} aria-current={entry.id === view ? 'page' : undefined}>
                      {entry.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            {children()}
          </AdminApiContext.Provider>
        )}
      </main>
    </Layout>
  );
}
