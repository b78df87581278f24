/**
 * Fixture: a webinar path (the Layout wrapper marks it `.webinar-page`) with
 * sections of different heights, one rendered late, one without an id.
 */
import Layout from '@theme/Layout';
import { useEffect, useState } from 'react';
import styles from './styles.module.css';

export default function WebinarSectionsFixture() {
  const [late, setLate] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLate(true), 300);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Layout title="Webinar sections" description="Tracking test page">
      <main className={styles.page}>
        <section id="hosts" className={styles.short}>
          <h1>Webinar sections</h1>
        </section>
        <section className={styles.short}>
          <h2>Section without an id</h2>
        </section>
        <section id="agenda" className={styles.tall}>
          <h2>Agenda</h2>
        </section>
        <section id="faq" className={styles.short}>
          <h2>FAQ</h2>
        </section>
        {late && (
          <section id="late-cta" className={styles.short}>
            <h2>Rendered later</h2>
          </section>
        )}
      </main>
    </Layout>
  );
}
