/**
 * Wraps the theme layout to give webinar pages a wrapper class of their own
 * (SPEC §2: pages whose path contains 'webinar' get a different wrapper style),
 * and the local search plugin's page the <main> landmark its own markup lacks.
 *
 * It also holds the page's first render until the parser has passed the
 * announcement bar and the navbar. The browser may otherwise paint whatever it
 * has parsed whenever the parser pauses: the banner before its date is filled
 * in or before its last words, the navbar with half its items; each then grew
 * and moved what was next to it (layout shifts the vitals test caught on a busy
 * machine). Measured side by side on three pages with the CPU slowed 4×, holding
 * this long left LCP where it was, and holding until the end of the main content
 * cost the largest page 300 ms of LCP.
 */
import Head from '@docusaurus/Head';
import { useLocation } from '@docusaurus/router';
import Layout from '@theme-original/Layout';
import type { Props } from '@theme/Layout';
import clsx from 'clsx';
import { isWebinarPath } from '@site/src/lib/paths';
import styles from './styles.module.css';

/** The search results page of @easyops-cn/docusaurus-search-local. */
const SEARCH_PAGE = '/search';

/** Id of an empty element between the navbar and the page's content; first render waits until it is parsed. */
const HEADER_END_ID = 'site-header-end';

export default function LayoutWrapper(props: Props) {
  const { pathname } = useLocation();
  const webinar = isWebinarPath(pathname);
  const content = pathname === SEARCH_PAGE ? <main>{props.children}</main> : props.children;
  return (
    <Layout
      {...props}
      wrapperClassName={clsx(props.wrapperClassName, webinar ? ['webinar-page', styles.webinarPage] : 'standard-page')}
    >
      <Head>
        <link rel="expect" href={`#${HEADER_END_ID}`} {...{ blocking: 'render' }} />
      </Head>
      <span id={HEADER_END_ID} hidden />
      {content}
    </Layout>
  );
}
