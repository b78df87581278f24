/** The marketing console's Registrations view (issue 17); its data comes from /api/admin at run time, never from the build. */
import ConsolePage from '@site/src/components/Admin/ConsolePage';
import Registrations from '@site/src/components/Admin/Registrations';

export default function ConsoleRegistrationsPage() {
  return <ConsolePage view="registrations">{() => <Registrations />}</ConsolePage>;
}
