import MarketingPage from '@site/src/components/MarketingPage';
import { pages } from '@site/src/data/pages';

export default function LearnPage() {
  return <MarketingPage page={pages.learn} />;
}
