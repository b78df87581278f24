/**
 * The theme's TabItem (docusaurus-theme-openapi-docs, which replaces
 * Docusaurus's site-wide; same markup and class) with the panel's `id` and
 * `aria-labelledby` (src/components/LinkedTabs). Rewritten rather than wrapped:
 * the theme renders the panel element itself and passes it no attributes.
 * Leans on the theme's tabs context (`@theme/utils/tabsUtils`).
 */
import styles from 'docusaurus-theme-openapi-docs/lib/theme/TabItem/styles.module.css';
import { useTabs } from '@theme/utils/tabsUtils';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useTabPanelIds } from '@site/src/components/LinkedTabs';

interface Props {
  children?: ReactNode;
  className?: string;
  value: string;
}

export default function TabItem({ children, className, value }: Props) {
  const { selectedValue, lazy } = useTabs();
  const ids = useTabPanelIds(value);
  const selected = value === selectedValue;
  if (!selected && lazy) return null;
  return (
    <div role="tabpanel" className={clsx(styles.tabItem, className)} hidden={!selected} {...ids}>
      {children}
    </div>
  );
}
