/** The marketing console's Questions view (issue 27); its data comes from /api/admin at run time, never from the build. */
import ConsolePage from '@site/src/components/Admin/ConsolePage';
import Questions from '@site/src/components/Admin/Questions';

export default function ConsoleQuestionsPage() {
  return <ConsolePage view="questions">{() => <Questions />}</ConsolePage>;
}
