/**
 * /webinar-enterprise-ai: the webinar's focused landing page (issue 7). No
 * promotional banner (src/theme/Layout hides it on webinar paths); every
 * behaviour is driven by config/webinar.ts, copy by src/data/webinar.ts.
 */
import { useHistory } from '@docusaurus/router';
import Layout from '@theme/Layout';
import { useCallback } from 'react';
import { webinarConfig as config } from '@site/config/webinar';
import JsonLd from '@site/src/components/JsonLd';
import { webinarSessionEvents } from '@site/src/data/structuredData';
import { webinarLanding } from '@site/src/data/webinar';
import Agenda from './webinar-enterprise-ai/_components/Agenda';
import Bonus from './webinar-enterprise-ai/_components/Bonus';
import { useBooking } from './webinar-enterprise-ai/_components/booking';
import ExitIntent from './webinar-enterprise-ai/_components/ExitIntent';
import Faq from './webinar-enterprise-ai/_components/Faq';
import FinalCta from './webinar-enterprise-ai/_components/FinalCta';
import Hero from './webinar-enterprise-ai/_components/Hero';
import Hosts from './webinar-enterprise-ai/_components/Hosts';
import { useAbVariants } from './webinar-enterprise-ai/_components/hooks';
import MidPageRegistration from './webinar-enterprise-ai/_components/MidPageRegistration';
import Proof from './webinar-enterprise-ai/_components/Proof';
import StickyHeader from './webinar-enterprise-ai/_components/StickyHeader';
import Testimonials from './webinar-enterprise-ai/_components/Testimonials';
import type { LandingProps } from './webinar-enterprise-ai/_components/types';

export default function WebinarEnterpriseAiPage() {
  const history = useHistory();
  const { variants, assignments } = useAbVariants(config.abTests);
  const booking = useBooking(config);
  const { session } = booking;
  const onRegistered = useCallback(() => history.push(config.endpoints.thankYou), [history]);
  const landing: LandingProps = { config, variants, assignments, session, onRegistered };

  return (
    <Layout title={webinarLanding.meta.title} description={webinarLanding.meta.description}>
      {/* The sessions open for registration as of this render: the build's in the static HTML, the visitor's in the browser. */}
      {webinarSessionEvents(webinarLanding.meta.description, new Date()).map((event) => (
        <JsonLd key={String(event.startDate)} data={event} />
      ))}
      <StickyHeader {...landing} />
      <main>
        <Hero {...landing} booking={booking} />
        <Proof config={config} session={session} />
        <Hosts />
        <Agenda />
        <Bonus config={config} />
        <MidPageRegistration {...landing} booking={booking} />
        <Testimonials config={config} />
        <Faq config={config} />
        <FinalCta {...landing} />
      </main>
      <ExitIntent config={config} />
    </Layout>
  );
}
