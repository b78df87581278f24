import type { WebinarConfig } from '@site/config/webinar';
import ChecklistDownload from '@site/src/components/ChecklistDownload';
import { checklistDownload, thankYou } from '@site/src/data/webinar';
import Block from './Block';

/** The readiness checklist to download before the session. */
export default function Prep({ config }: { config: WebinarConfig }) {
  return (
    <Block id="prep" heading={thankYou.checklist.heading} intro={checklistDownload.text}>
      <ChecklistDownload config={config} />
    </Block>
  );
}
