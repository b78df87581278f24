/** The marketing console's overview (issue 17); its data comes from /api/admin at run time, never from the build. */
import ConsolePage from '@site/src/components/Admin/ConsolePage';
import Overview from '@site/src/components/Admin/Overview';

export default function ConsoleOverviewPage() {
  return <ConsolePage view="overview">{() => <Overview />}</ConsolePage>;
}
