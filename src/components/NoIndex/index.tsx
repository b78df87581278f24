import Head from '@docusaurus/Head';

/**
 * Asks search engines not to list the page but to follow its links. Docusaurus
 * also leaves a page that says so out of the sitemap. The pages that use it are
 * listed, with the reason, in config/routes.ts (`unlistedRoutes`).
 */
export default function NoIndex() {
  return (
    <Head>
      <meta name="robots" content="noindex, follow" />
    </Head>
  );
}
