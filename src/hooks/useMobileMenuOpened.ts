import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import { useState } from 'react';

/**
 * True from the moment the visitor first opens the mobile menu, and from then
 * on: what the menu's parts wait for before they render (see
 * src/theme/Navbar/MobileSidebar and src/theme/DocSidebar/Mobile).
 */
export function useMobileMenuOpened(): boolean {
  const { shown } = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  // Set during render, so the menu has its content in the same commit that shows it.
  if (shown && !opened) setOpened(true);
  return shown || opened;
}
