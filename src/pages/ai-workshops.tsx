import MarketingPage from '@site/src/components/MarketingPage';
import { pages } from '@site/src/data/pages';

export default function AiWorkshopsPage() {
  return <MarketingPage page={pages.aiWorkshops} />;
}
