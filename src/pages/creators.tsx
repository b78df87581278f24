import MarketingPage from '@site/src/components/MarketingPage';
import { pages } from '@site/src/data/pages';

export default function CreatorsPage() {
  return <MarketingPage page={pages.creators} />;
}
