import Layout from '@theme/Layout';
import type { ReactNode } from 'react';
import PageHero from '@site/src/components/PageHero';
import type { MarketingPageCopy } from '@site/src/data/pages';
import styles from './styles.module.css';

interface Props {
  page: MarketingPageCopy;
  /** Extra content shown in the hero, under the lede. */
  heroExtra?: ReactNode;
  children?: ReactNode;
}

/** Layout of a marketing page: hero, its highlights, then page sections. */
export default function MarketingPage({ page, heroExtra, children }: Props) {
  return (
    <Layout title={page.title} description={page.description}>
      <main>
        <PageHero eyebrow={page.eyebrow} title={page.h1} lede={page.lede} actions={page.actions}>
          {heroExtra}
        </PageHero>
        <section className={styles.highlights} aria-label="Highlights">
          <ul className={`container ${styles.grid}`}>
            {page.highlights.map((item) => (
              <li key={item.title} className={styles.card}>
                <h2 className={styles.cardTitle}>{item.title}</h2>
                <p className={styles.cardText}>{item.text}</p>
              </li>
            ))}
          </ul>
        </section>
        {children}
      </main>
    </Layout>
  );
}
