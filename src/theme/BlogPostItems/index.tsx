/**
 * Wraps the theme's list of blog posts to give the blog's index page (and its
 * pagination pages) a visible H1 and introduction; the theme titles that page
 * only in <title>. Tag and author pages have headings of their own.
 */
import { useLocation } from '@docusaurus/router';
import BlogPostItems from '@theme-original/BlogPostItems';
import type { Props } from '@theme/BlogPostItems';
import { blogSettings } from '@site/config/site';
import styles from './styles.module.css';

const BLOG_INDEX = new RegExp(`^/${blogSettings.routeBasePath}(/page/\\d+)?/?$`);

export default function BlogPostItemsWrapper(props: Props) {
  const { pathname } = useLocation();
  return (
    <>
      {BLOG_INDEX.test(pathname) && (
        <header className={styles.header}>
          <h1>{blogSettings.blogTitle}</h1>
          <p className={styles.description}>{blogSettings.blogDescription}</p>
        </header>
      )}
      <BlogPostItems {...props} />
    </>
  );
}
