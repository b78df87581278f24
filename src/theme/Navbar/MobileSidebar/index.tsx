/**
 * Wraps the mobile menu so that it renders only once a visitor first opens it.
 * The theme renders it, hidden, on every page load below 996 px: the whole
 * navbar and, on docs pages, the whole docs sidebar, right after hydration.
 * Its off-screen links then reach Link's viewport observer, which prefetched
 * the chunks of about 60 pages on every docs page. On a throttled phone that
 * was a third of the page's main-thread work. Once opened, the menu stays
 * mounted so that closing and reopening it slide as before.
 */
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import { useMobileMenuOpened } from '@site/src/hooks/useMobileMenuOpened';

export default function MobileSidebarWrapper() {
  return useMobileMenuOpened() ? <MobileSidebar /> : null;
}
