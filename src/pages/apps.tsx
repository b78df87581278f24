import MarketingPage from '@site/src/components/MarketingPage';
import { pages } from '@site/src/data/pages';

export default function AppsPage() {
  return <MarketingPage page={pages.apps} />;
}
