/**
 * JSON-LD builders for the marketing pages (schema.org vocabulary). Each
 * returns a plain object that src/components/JsonLd serialises into the page
 * head. Facts come from config/, so names and addresses stay in one place.
 */
import { WEEKLY_WORKSHOP } from '../../config/banner';
import { externalLinks, site } from '../../config/site';
import { webinarConfig } from '../../config/webinar';
import { isoInZone } from '../lib/sessionTime';
import { nextWorkshop, upcomingWorkshops } from '../lib/workshopDate';
import type { FaqItem } from './types';

type JsonLdObject = Record<string, unknown>;

const CONTEXT = 'https://schema.org';
const ORGANIZATION_ID = `${site.url}/#organization`;

/** Absolute URL of a site path. */
export function absoluteUrl(path: string): string {
  return new URL(path, site.url).href;
}

export function organization(): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': ORGANIZATION_ID,
    name: site.title,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/img/logo.svg'),
    sameAs: [
      externalLinks.companySite,
      externalLinks.sourceOrg,
      externalLinks.youtube,
      externalLinks.x,
      externalLinks.instagram,
    ],
  };
}

export function webSite(): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: site.title,
    url: absoluteUrl('/'),
    description: site.tagline,
    inLanguage: 'en',
    publisher: { '@id': ORGANIZATION_ID },
  };
}

interface SoftwareApplicationInput {
  name: string;
  description: string;
  path: string;
  /** schema.org applicationCategory, e.g. "BusinessApplication". */
  category: string;
  operatingSystem: string;
}

/** A product page: free to start, made by the organisation. */
export function softwareApplication(input: SoftwareApplicationInput): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'SoftwareApplication',
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.path),
    applicationCategory: input.category,
    operatingSystem: input.operatingSystem,
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD', url: externalLinks.studio },
    publisher: { '@id': ORGANIZATION_ID },
  };
}

/** The landing page that takes the workshop's registrations. */
const webinarPath = '/webinar-enterprise-ai';

/** Start and end of a session, on the Los Angeles clock the workshop is announced in. */
function sessionDates(startsAt: number): { startDate: string; endDate: string } {
  return {
    startDate: isoInZone(startsAt, WEEKLY_WORKSHOP),
    endDate: isoInZone(startsAt + webinarConfig.session.durationMinutes * 60_000, WEEKLY_WORKSHOP),
  };
}

/**
 * One session of the free live workshop, online, sold by the landing page. Its
 * dates come from the moment of rendering: the build's in the static HTML,
 * the visitor's in the browser (as the banner's date does).
 */
function workshopSession(description: string, startsAt: number): JsonLdObject {
  const registration = absoluteUrl(webinarPath);
  return {
    '@context': CONTEXT,
    '@type': 'Event',
    name: webinarConfig.session.title,
    description,
    ...sessionDates(startsAt),
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    isAccessibleForFree: true,
    location: { '@type': 'VirtualLocation', url: registration },
    organizer: { '@id': ORGANIZATION_ID, '@type': 'Organization', name: site.title, url: absoluteUrl('/') },
    offers: {
      '@type': 'Offer',
      price: '0',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: registration,
    },
  };
}

/** The free live workshop, every week at the same hour in Los Angeles: the next session, and the schedule it repeats on. */
export function weeklyWorkshopEvent(description: string, now: Date): JsonLdObject {
  const hour = String(WEEKLY_WORKSHOP.hour).padStart(2, '0');
  return {
    ...workshopSession(description, nextWorkshop(now, WEEKLY_WORKSHOP).startsAt),
    eventSchedule: {
      '@type': 'Schedule',
      repeatFrequency: 'P1W',
      byDay: `https://schema.org/${['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][WEEKLY_WORKSHOP.weekday]}`,
      startTime: `${hour}:00:00`,
      duration: `PT${webinarConfig.session.durationMinutes}M`,
      scheduleTimezone: WEEKLY_WORKSHOP.timeZone,
    },
  };
}

/**
 * The sessions the landing page takes registrations for, soonest first: the
 * next one and the weekly ones after it (`session.upcomingSessions`, the same
 * list the registration service accepts). Listing all of them keeps the static
 * HTML of a build naming a session still to come for as long as the service
 * would take a registration for one.
 */
export function webinarSessionEvents(description: string, now: Date): JsonLdObject[] {
  return upcomingWorkshops(now, WEEKLY_WORKSHOP, webinarConfig.session.upcomingSessions).map(({ startsAt }) =>
    workshopSession(description, startsAt),
  );
}

export function faqPage(items: readonly FaqItem[]): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export function howTo(name: string, description: string, steps: readonly { title: string; text: string }[]) {
  return {
    '@context': CONTEXT,
    '@type': 'HowTo',
    name,
    description,
    step: steps.map((step, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      name: step.title,
      text: step.text,
    })),
  } satisfies JsonLdObject;
}

/** A page about a partnership between the organisation and another one. */
export function partnershipPage(input: {
  path: string;
  name: string;
  description: string;
  partner: { name: string; url: string };
}): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'WebPage',
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.path),
    about: [
      { '@type': 'Organization', '@id': ORGANIZATION_ID, name: site.title, url: absoluteUrl('/') },
      { '@type': 'Organization', name: input.partner.name, url: input.partner.url },
    ],
  };
}
