/**
 * Wraps the theme's announcement bar (which keeps its close button and its
 * remembered dismissal) so that it is not rendered on webinar pages: those
 * pages are the banner's destination and keep their own focused layout.
 */
import { useLocation } from '@docusaurus/router';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import { isWebinarPath } from '@site/src/lib/paths';

export default function AnnouncementBarWrapper() {
  const { pathname } = useLocation();
  return isWebinarPath(pathname) ? null : <AnnouncementBar />;
}
