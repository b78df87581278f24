/**
 * Gives the announcement bar this week's id (src/lib/promoBarId.ts) before
 * the app renders. Leans on a Docusaurus internal: the theme's bar provider
 * reads `themeConfig.announcementBar.id` from the same generated config object
 * this module imports; e2e/banner.e2e.ts checks the id the theme stores.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import { promoBanner, WEEKLY_WORKSHOP } from '@site/config/banner';
import { promoBarId } from '@site/src/lib/promoBarId';

if (ExecutionEnvironment.canUseDOM) {
  const bar = siteConfig.themeConfig.announcementBar as { id?: string } | undefined;
  if (bar) bar.id = promoBarId(promoBanner.idPrefix, new Date(), WEEKLY_WORKSHOP);
}

export {};
