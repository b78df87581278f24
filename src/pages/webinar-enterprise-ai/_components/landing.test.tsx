/**
 * Every flag of config/webinar.ts changes what the landing page renders:
 * each section is rendered (react-dom/server) with the shipped config and
 * with the flag flipped.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { webinarConfig, type WebinarConfig } from '@site/config/webinar';
import { savedMessage } from '@site/src/components/ChecklistDownload';
import { LIVE_REFRESH_MS, sessionRefreshMs, type SessionView } from '@site/src/components/WebinarSession';
import { webinarLanding } from '@site/src/data/webinar';
import { assignVariants, defaultVariants, type Variants } from '@site/src/lib/abTest';
import { override, type DeepPartial } from '@site/src/lib/override';
import Bonus from './Bonus';
import { exitIntentArmed, leavesThroughTop } from './ExitIntent';
import Faq from './Faq';
import FinalCta from './FinalCta';
import Hero from './Hero';
import MidPageRegistration from './MidPageRegistration';
import Proof from './Proof';
import StickyHeader from './StickyHeader';
import Testimonials from './Testimonials';
import type { Booking } from './booking';
import SessionChoice from './SessionChoice';
import type { BookingProps, LandingProps } from './types';
import Urgency from './Urgency';

const HOUR = 3_600_000;
const session: SessionView = {
  startsAt: Date.parse('2026-11-26T19:00:00Z'),
  seats: 200,
  seatsLeft: 53,
  registrationCount: 147,
  sessions: [],
};

/** What useBooking gives while the coming session has seats. */
const booking: Booking = {
  session,
  fullComing: null,
  allFull: false,
  options: [],
  sessionStart: new Date(session.startsAt).toISOString(),
  choose: () => undefined,
  refresh: () => undefined,
};

const flipped = (patch: DeepPartial<WebinarConfig>) => override(webinarConfig, patch);

function landing(config: WebinarConfig = webinarConfig, variants: Partial<Variants> = {}): LandingProps & BookingProps {
  return {
    config,
    variants: { ...defaultVariants(config.abTests), ...variants },
    assignments: {},
    session,
    booking,
    onRegistered: () => undefined,
  };
}

/** Visible text of rendered HTML, tags dropped and whitespace collapsed. */
function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

const forms = (html: string) => html.match(/<form\b/g)?.length ?? 0;

describe('urgency flags', () => {
  it('shows the seats left from the session API while seatsRemaining is on', () => {
    expect(text(renderToString(<Urgency config={webinarConfig} session={session} />))).toContain(
      '53 of 200 seats left',
    );
    const off = flipped({ urgency: { seatsRemaining: false } });
    expect(text(renderToString(<Urgency config={off} session={session} />))).not.toContain('seats left');
  });

  it('says when every seat is taken', () => {
    const full = { ...session, seatsLeft: 0 };
    expect(text(renderToString(<Urgency config={webinarConfig} session={full} />))).toContain(
      'Every seat for this session is taken.',
    );
  });

  it('switches to the last-chance message within lastChanceHours of the start', () => {
    const fiveHoursBefore = session.startsAt - 5 * HOUR;
    const html = renderToString(<Urgency config={webinarConfig} session={session} now={fiveHoursBefore} />);
    expect(text(html)).toContain('Last chance: the session starts in 5 hours.');
    const shortWindow = flipped({ urgency: { lastChanceHours: 4 } });
    expect(
      text(renderToString(<Urgency config={shortWindow} session={session} now={fiveHoursBefore} />)),
    ).not.toContain('Last chance');
    expect(
      text(renderToString(<Urgency config={webinarConfig} session={session} now={session.startsAt - 30 * HOUR} />)),
    ).not.toContain('Last chance');
  });

  it('says the session is live during it', () => {
    const during = session.startsAt + 10 * 60_000;
    expect(text(renderToString(<Urgency config={webinarConfig} session={session} now={during} />))).toContain(
      'The session is live now.',
    );
  });

  it('shows the countdown while countdownTimer is on', () => {
    expect(renderToString(<Hero {...landing()} />)).toContain('role="timer"');
    const off = flipped({ urgency: { countdownTimer: false } });
    expect(renderToString(<Hero {...landing(off)} />)).not.toContain('role="timer"');
  });

  it('states the bonus window from bonusTimeLimitHours', () => {
    expect(text(renderToString(<Bonus config={webinarConfig} />))).toContain('For 72 hours after you register');
    expect(text(renderToString(<Bonus config={flipped({ urgency: { bonusTimeLimitHours: 48 } })} />))).toContain(
      'For 48 hours after you register',
    );
    expect(renderToString(<Bonus config={flipped({ urgency: { bonusTimeLimitHours: 0 } })} />)).toBe('');
  });
});

describe('a full coming session', () => {
  const WEEK = 7 * 24 * HOUR;
  const seatsOf = (week: number, seatsLeft: number) => ({
    startsAt: session.startsAt + week * WEEK,
    seats: 200,
    seatsLeft,
    registrationCount: 200 - seatsLeft,
  });
  const fullBooking = (options: ReturnType<typeof seatsOf>[], offered: number | null): Booking => ({
    ...booking,
    session: offered === null ? { ...session, ...options[0]! } : { ...session, ...options[offered]! },
    fullComing: options[0]!,
    allFull: offered === null,
    options,
    sessionStart: offered === null ? undefined : new Date(options[offered]!.startsAt).toISOString(),
  });

  it('says the coming session is full and lists the open ones, the first with seats chosen', () => {
    const full = fullBooking([seatsOf(0, 0), seatsOf(1, 188), seatsOf(2, 200), seatsOf(3, 200)], 1);
    const html = renderToString(<SessionChoice booking={full} />);
    expect(text(html)).toContain('Every seat on Thursday, November 26 is taken. Choose a session:');
    expect(text(html)).toContain('Thursday, November 26 Full Thursday, December 3 188 seats left');
    expect(html.match(/<input[^>]*>/g)?.map((input) => [/disabled/.test(input), /checked/.test(input)])).toEqual([
      [true, false],
      [false, true],
      [false, false],
      [false, false],
    ]);
    const hero = renderToString(<Hero {...landing()} session={full.session} booking={full} />);
    expect(forms(hero)).toBe(1);
    expect(text(hero)).toContain('188 of 200 seats left');
    expect(text(hero)).not.toContain('Every seat for this session is taken.');
  });

  it('offers no form when every open session is full', () => {
    const none = fullBooking([seatsOf(0, 0), seatsOf(1, 0)], null);
    const hero = renderToString(<Hero {...landing()} session={none.session} booking={none} />);
    expect(forms(hero)).toBe(0);
    expect(text(hero)).toContain('Every seat of the next 2 sessions is taken.');
  });

  it('renders nothing while the coming session has seats', () => {
    expect(renderToString(<SessionChoice booking={booking} />)).toBe('');
  });
});

describe('A/B tests', () => {
  it('renders the headline of the visitor’s variant', () => {
    for (const variant of webinarConfig.abTests.headline.variants) {
      const html = renderToString(<Hero {...landing(webinarConfig, { headline: variant })} />);
      expect(html).toContain(`>${webinarLanding.headlines[variant].title.replace(/’/g, '’')}</h1>`);
    }
  });

  it('labels the form’s button and the final call to action with the CTA variant', () => {
    for (const cta of webinarConfig.abTests.cta.variants) {
      expect(text(renderToString(<Hero {...landing(webinarConfig, { cta })} />))).toContain(cta);
      expect(text(renderToString(<FinalCta {...landing(webinarConfig, { cta })} />))).toContain(cta);
    }
  });

  it.each([
    ['hero', 1, 0, '#register'],
    ['midPage', 0, 1, '#mid-registration'],
    ['both', 1, 1, '#register'],
  ] as const)('with formPosition %s puts %i form(s) in the hero and %i mid-page', (position, hero, mid, anchor) => {
    const props = landing(webinarConfig, { formPosition: position });
    expect(forms(renderToString(<Hero {...props} />))).toBe(hero);
    expect(forms(renderToString(<MidPageRegistration {...props} />))).toBe(mid);
    expect(renderToString(<FinalCta {...props} />)).toContain(`href="${anchor}"`);
  });

  it('uses the defaults while the tests are disabled, whatever the random draw', () => {
    const { variants } = assignVariants(webinarConfig.abTests, {}, () => 0.99);
    const html = renderToString(<Hero {...landing(webinarConfig, variants)} />);
    expect(html).toContain(`>${webinarLanding.headlines.primary.title}</h1>`);
    expect(text(html)).toContain('Reserve Spot Free');
    expect(forms(html)).toBe(1);
  });

  it('renders an enabled test’s assigned variant', () => {
    const config = flipped({ abTests: { headline: { enabled: true }, cta: { enabled: true } } });
    const { variants } = assignVariants(config.abTests, {}, () => 0.5);
    const html = renderToString(<Hero {...landing(config, variants)} />);
    expect(html).toContain(`>${webinarLanding.headlines.alternate1.title}</h1>`);
    expect(text(html)).toContain('Save My Seat');
  });
});

describe('social proof flags', () => {
  it('draws the seven customer wordmarks with alt text and a size', () => {
    const html = renderToString(<Proof config={webinarConfig} session={session} />);
    const images = html.match(/<img [^>]+>/g) ?? [];
    expect(images).toHaveLength(7);
    for (const image of images) {
      expect(image).toMatch(/src="\/img\/customers\/[a-z-]+\.svg"/);
      expect(image).toMatch(/alt="[^"]+"/);
      expect(image).toContain('width="160"');
      expect(image).toContain('height="48"');
    }
    expect(html).toContain('alt="Palatine Capital"');
  });

  it('shows the real registration count while registrationCount is on', () => {
    expect(text(renderToString(<Proof config={webinarConfig} session={session} />))).toContain(
      '147 people registered for this session',
    );
    const off = flipped({ socialProof: { registrationCount: false } });
    expect(text(renderToString(<Proof config={off} session={session} />))).not.toContain('registered');
    const single = { ...session, registrationCount: 1 };
    expect(text(renderToString(<Proof config={webinarConfig} session={single} />))).toContain(
      '1 person registered for this session',
    );
  });

  it('renders nothing without logos or count', () => {
    const none = flipped({ socialProof: { customerLogos: [], registrationCount: false } });
    expect(renderToString(<Proof config={none} session={session} />)).toBe('');
  });

  it('shows testimonials while testimonials is on', () => {
    expect(text(renderToString(<Testimonials config={webinarConfig} />))).toContain('IT Director');
    expect(renderToString(<Testimonials config={flipped({ socialProof: { testimonials: false } })} />)).toBe('');
  });

  it('refreshes the counts every minute only while liveAttendeeCount is on', () => {
    expect(sessionRefreshMs(webinarConfig)).toBeNull();
    expect(sessionRefreshMs(flipped({ socialProof: { liveAttendeeCount: true } }))).toBe(LIVE_REFRESH_MS);
  });
});

describe('optimization flags', () => {
  it('renders the sticky header only while stickyHeader is on', () => {
    expect(renderToString(<StickyHeader {...landing()} />)).toBe('');
    const on = renderToString(<StickyHeader {...landing(flipped({ optimization: { stickyHeader: true } }))} />);
    expect(on).toContain('data-testid="sticky-header"');
    expect(text(on)).toContain('Reserve Spot Free');
    expect(text(on)).toContain('Thursday, November 26 at 11:00 AM PT');
  });

  it('watches for exit intent only while exitIntent is on, with a mouse, once per session', () => {
    const off = flipped({ optimization: { exitIntent: false } });
    expect(exitIntentArmed(webinarConfig, { finePointer: true, shownThisSession: false })).toBe(true);
    expect(exitIntentArmed(off, { finePointer: true, shownThisSession: false })).toBe(false);
    expect(exitIntentArmed(webinarConfig, { finePointer: false, shownThisSession: false })).toBe(false);
    expect(exitIntentArmed(webinarConfig, { finePointer: true, shownThisSession: true })).toBe(false);
  });

  it('counts only a pointer leaving through the top edge as exit intent', () => {
    expect(leavesThroughTop({ relatedTarget: null, clientY: -3 })).toBe(true);
    expect(leavesThroughTop({ relatedTarget: null, clientY: 400 })).toBe(false);
    expect(leavesThroughTop({ relatedTarget: {} as EventTarget, clientY: -3 })).toBe(false);
  });

  it('puts the registration card right under the headline on phones while mobileOptimized is on', () => {
    expect(renderToString(<Hero {...landing()} />)).toMatch(/class="[^"]*formFirstOnMobile/);
    const off = flipped({ optimization: { mobileOptimized: false } });
    expect(renderToString(<Hero {...landing(off)} />)).not.toMatch(/formFirstOnMobile/);
  });
});

describe('email flags', () => {
  it('promises the recording in the FAQ only while the follow-up sequence is on', () => {
    expect(text(renderToString(<Faq config={webinarConfig} />))).toContain('What if I cannot attend live?');
    const off = flipped({ emailAutomation: { followupSequence: false } });
    expect(text(renderToString(<Faq config={off} />))).not.toContain('What if I cannot attend live?');
  });

  it('mentions the emailed checklist only while lead-magnet delivery is on', () => {
    const file = 'enterprise-ai-readiness-checklist.html';
    expect(savedMessage(webinarConfig, file, 'ada@example.com')).toBe(
      `Saved ${file} to your downloads. A copy is also on its way to ada@example.com.`,
    );
    const off = flipped({ emailAutomation: { leadMagnetDelivery: false } });
    expect(savedMessage(off, file, 'ada@example.com')).toBe(`Saved ${file} to your downloads.`);
  });
});

describe('registration form markup', () => {
  const html = renderToString(<Hero {...landing()} />);

  it('labels the email field, marks it required and keeps the optional details collapsed', () => {
    expect(html).toMatch(/<label for="([^"]+-email)"[^>]*>Work email<\/label>/);
    expect(html).toMatch(
      /<input[^>]*type="email"[^>]*autoComplete="email"|<input[^>]*autoComplete="email"[^>]*type="email"/i,
    );
    expect(html).toContain('aria-required="true"');
    expect(html).toMatch(/aria-expanded="false"[^>]*>.*Add your name and company \(optional\)/s);
    expect(html).toMatch(/<div id="[^"]+-details"[^>]*hidden=""/);
  });

  it('has a honeypot hidden from people and assistive technology', () => {
    expect(html).toMatch(
      /aria-hidden="true"><label>Website<input type="text" name="website" tabindex="-1" autocomplete="off"/i,
    );
  });

  it('has its live regions in place before anything is announced', () => {
    expect(html).toContain('role="status"');
    expect(html).toContain('role="alert"');
  });
});
