/** The marketing console's Feedback view (issue 17); its data comes from /api/admin at run time, never from the build. */
import ConsolePage from '@site/src/components/Admin/ConsolePage';
import Feedback from '@site/src/components/Admin/Feedback';

export default function ConsoleFeedbackPage() {
  return <ConsolePage view="feedback">{() => <Feedback />}</ConsolePage>;
}
