import MarketingPage from '@site/src/components/MarketingPage';
import { pages } from '@site/src/data/pages';

export default function DevelopersPage() {
  return <MarketingPage page={pages.developers} />;
}
