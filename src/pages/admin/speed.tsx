/** The marketing console's Speed view (issue 17); its data comes from /api/admin at run time, never from the build. */
import ConsolePage from '@site/src/components/Admin/ConsolePage';
import Speed from '@site/src/components/Admin/Speed';

export default function ConsoleSpeedPage() {
  return <ConsolePage view="speed">{() => <Speed />}</ConsolePage>;
}
