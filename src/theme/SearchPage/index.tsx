/**
 * Wraps the local search plugin's results page to ask search engines not to
 * list it. The plugin's own tag says `property="robots"`, which crawlers do not
 * read (robots directives are `name="robots"`); it stays, harmless, beside ours.
 */
import SearchPage from '@theme-original/SearchPage';
import NoIndex from '@site/src/components/NoIndex';

export default function SearchPageWrapper() {
  return (
    <>
      <NoIndex />
      <SearchPage />
    </>
  );
}
