/**
 * Wraps the docs sidebar's mobile part, which hands the sidebar to the mobile
 * menu as its secondary menu, so that it does so when the menu first opens
 * (see src/theme/Navbar/MobileSidebar) rather than on every page load. The
 * theme's hand-over memoises its props with a locale-aware sort: the first
 * String#localeCompare of a docs page, about 20 ms of ICU start-up.
 */
import DocSidebarMobile from '@theme-original/DocSidebar/Mobile';
import type { Props } from '@theme/DocSidebar/Mobile';
import { useMobileMenuOpened } from '@site/src/hooks/useMobileMenuOpened';

export default function DocSidebarMobileWrapper(props: Props) {
  return useMobileMenuOpened() ? <DocSidebarMobile {...props} /> : null;
}
