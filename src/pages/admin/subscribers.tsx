/** The marketing console's Subscribers view (issue 17); its data comes from /api/admin at run time, never from the build. */
import ConsolePage from '@site/src/components/Admin/ConsolePage';
import Subscribers from '@site/src/components/Admin/Subscribers';

export default function ConsoleSubscribersPage() {
  return <ConsolePage view="subscribers">{() => <Subscribers />}</ConsolePage>;
}
