import MarketingPage from '@site/src/components/MarketingPage';
import { pages } from '@site/src/data/pages';

export default function GettingStartedPage() {
  return <MarketingPage page={pages.gettingStarted} />;
}
