/**
 * Every marketing page's data module, for the tests that check them (unit and
 * browser). Pages import their own module only, so each page's bundle carries
 * its own copy and nothing else.
 */
import { agentsPage } from './agents';
import { aiWorkshopsPage } from './aiWorkshops';
import { aiWorkshopsScheduledPage } from './aiWorkshopsScheduled';
import { appsPage } from './apps';
import { browserSidekickPage } from './browserSidekick';
import { chatPage } from './chat';
import { creatorsPage } from './creators';
import { developersPage } from './developers';
import { gettingStartedPage } from './gettingStarted';
import { homePage } from './home';
import { jlincPartnershipPage } from './jlincPartnership';
import { learnPage } from './learn';
import { sidekickStudioPage } from './sidekickStudio';
import type { MarketingPageData } from './types';

export const marketingPages: readonly MarketingPageData[] = [
  homePage,
  agentsPage,
  appsPage,
  chatPage,
  browserSidekickPage,
  sidekickStudioPage,
  gettingStartedPage,
  learnPage,
  aiWorkshopsPage,
  aiWorkshopsScheduledPage,
  developersPage,
  creatorsPage,
  jlincPartnershipPage,
];
