/**
 * Wraps the theme layout to give webinar pages a wrapper class of their own
 * (SPEC §2: pages whose path contains 'webinar' get a different wrapper style),
 * and the local search plugin's page the <main> landmark its own markup lacks.
 */
import { useLocation } from '@docusaurus/router';
import Layout from '@theme-original/Layout';
import type { Props } from '@theme/Layout';
import clsx from 'clsx';
import { isWebinarPath } from '@site/src/lib/paths';
import styles from './styles.module.css';

/** The search results page of @easyops-cn/docusaurus-search-local. */
const SEARCH_PAGE = '/search';

export default function LayoutWrapper(props: Props) {
  const { pathname } = useLocation();
  const webinar = isWebinarPath(pathname);
  const children = pathname === SEARCH_PAGE ? <main>{props.children}</main> : props.children;
  return (
    <Layout
      {...props}
      wrapperClassName={clsx(props.wrapperClassName, webinar ? ['webinar-page', styles.webinarPage] : 'standard-page')}
    >
      {children}
    </Layout>
  );
}
