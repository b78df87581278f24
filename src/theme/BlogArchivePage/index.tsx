/**
 * /blog/archive: every post by year, newest first. Replaces the theme's page,
 * whose hero sat outside <main> as a second banner landmark, with a title in
 * a colour that failed contrast on our palette and years as H3 under the H1.
 */
import Link from '@docusaurus/Link';
import { PageMetadata } from '@docusaurus/theme-common';
import type { Props } from '@theme/BlogArchivePage';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import styles from './styles.module.css';

type Post = Props['archive']['blogPosts'][number];

const TITLE = 'Blog archive';
const DESCRIPTION = 'Every post on the AnswerAgentAI blog, grouped by year, newest first.';

const dayAndMonth = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'long', timeZone: 'UTC' });

/** Posts grouped by the year of their date, newest year and post first. */
function byYear(posts: readonly Post[]): { year: string; posts: Post[] }[] {
  const years = new Map<string, Post[]>();
  const newestFirst = [...posts].sort((a, b) => b.metadata.date.localeCompare(a.metadata.date));
  for (const post of newestFirst) {
    const year = post.metadata.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  return [...years].map(([year, yearPosts]) => ({ year, posts: yearPosts }));
}

export default function BlogArchivePage({ archive }: Props) {
  const years = byYear(archive.blogPosts);
  return (
    <>
      <PageMetadata title={TITLE} description={DESCRIPTION} />
      <Layout>
        <main className={`container ${styles.page}`}>
          <h1>{TITLE}</h1>
          <p className={styles.lead}>{DESCRIPTION}</p>
          {years.map(({ year, posts }) => (
            <section key={year} aria-labelledby={`year-${year}`}>
              <Heading as="h2" id={`year-${year}`}>
                {year}
              </Heading>
              <ul className={styles.posts}>
                {posts.map((post) => (
                  <li key={post.metadata.permalink}>
                    <time dateTime={post.metadata.date}>{dayAndMonth.format(new Date(post.metadata.date))}</time>
                    <Link to={post.metadata.permalink}>{post.metadata.title}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </main>
      </Layout>
    </>
  );
}
