/**
 * /webinar-thank-you: where the registration form leads (issue 7). The
 * confirmation with the session time, calendar entries, the registration
 * bonus, the checklist, optional profile questions and sharing. What this
 * browser stored at registration decides what shows (see _components/prepaint.ts).
 */
import Layout from '@theme/Layout';
import { webinarConfig as config } from '@site/config/webinar';
import NoIndex from '@site/src/components/NoIndex';
import { useWebinarSession } from '@site/src/components/WebinarSession';
import { thankYou } from '@site/src/data/webinar';
import { offeredSession } from '@site/src/lib/sessionChoice';
import BonusCall from './webinar-thank-you/_components/BonusCall';
import Confirmation from './webinar-thank-you/_components/Confirmation';
import { useVisitor } from './webinar-thank-you/_components/hooks';
import { PrepaintScript } from './webinar-thank-you/_components/Prepaint';
import Prep from './webinar-thank-you/_components/Prep';
import ProfileForm from './webinar-thank-you/_components/ProfileForm';
import Share from './webinar-thank-you/_components/Share';

export default function WebinarThankYouPage() {
  const visitor = useVisitor();
  const registeredStart = visitor.registration ? Date.parse(visitor.registration.sessionStart) : null;
  const session = useWebinarSession(config, { registeredStart, wait: !visitor.loaded });
  // Without a registration the page offers the next session a visitor can still join.
  const open = session && registeredStart === null ? offeredSession(session.sessions, null) : null;
  const startsAt = open?.startsAt ?? session?.startsAt ?? null;

  return (
    <Layout title={thankYou.meta.title} description={thankYou.meta.description}>
      <NoIndex />
      <main>
        <PrepaintScript bonusHours={config.urgency.bonusTimeLimitHours} />
        <Confirmation config={config} visitor={visitor} startsAt={startsAt} />
        <BonusCall config={config} registeredAt={visitor.registration?.registeredAt ?? null} />
        <Prep config={config} />
        <ProfileForm config={config} />
        <Share />
      </main>
    </Layout>
  );
}
