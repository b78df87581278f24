/**
 * Replaces the announcement bar's HTML-string content with the promotional
 * banner component, whose workshop date must be computed in the browser.
 */
import PromoBanner from '@site/src/components/PromoBanner';

export default function AnnouncementBarContent({ className }: { className?: string }) {
  return <PromoBanner className={className} />;
}
