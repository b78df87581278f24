import MarketingPage from '@site/src/components/MarketingPage';
import NextSession from '@site/src/components/NextSession';
import { pages } from '@site/src/data/pages';

export default function WebinarEnterpriseAiPage() {
  return <MarketingPage page={pages.webinarEnterpriseAi} heroExtra={<NextSession />} />;
}
