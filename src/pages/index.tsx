import MarketingPage from '@site/src/components/MarketingPage';
import { pages } from '@site/src/data/pages';

export default function HomePage() {
  return <MarketingPage page={pages.home} />;
}
