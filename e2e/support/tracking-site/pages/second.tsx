/** Fixture: a second page, the target of a client-side navigation; tall enough to scroll. */
import Layout from '@theme/Layout';
import styles from './styles.module.css';

export default function SecondFixture() {
  return (
    <Layout title="Second page" description="Tracking test page">
      <main className={styles.page}>
        <h1>Second page</h1>
        <div className={styles.tall} />
      </main>
    </Layout>
  );
}
