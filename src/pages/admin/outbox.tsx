/** The marketing console's Outbox view (issue 17); its data comes from /api/admin at run time, never from the build. */
import ConsolePage from '@site/src/components/Admin/ConsolePage';
import Outbox from '@site/src/components/Admin/Outbox';

export default function ConsoleOutboxPage() {
  return <ConsolePage view="outbox">{() => <Outbox />}</ConsolePage>;
}
