/**
 * Wraps the theme's blog post footer to end every blog post page with the
 * newsletter sign-up (issue 7 item 8). List pages (index, tags, authors)
 * render the same footer for each post excerpt and get nothing extra.
 */
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import Footer from '@theme-original/BlogPostItem/Footer';
import NewsletterSignup from '@site/src/components/NewsletterSignup';
import { webinarConfig } from '@site/config/webinar';

export default function BlogPostItemFooterWrapper() {
  const { isBlogPostPage } = useBlogPost();
  return (
    <>
      <Footer />
      {isBlogPostPage && <NewsletterSignup source="blog-post" validate={webinarConfig.optimization.formValidation} />}
    </>
  );
}
