/**
 * JSON-LD builders for the marketing pages (schema.org vocabulary). Each
 * returns a plain object that src/components/JsonLd serialises into the page
 * head. Facts come from config/, so names and addresses stay in one place.
 */
import { WEEKLY_WORKSHOP } from '../../config/banner';
import { externalLinks, site } from '../../config/site';
import { webinarConfig } from '../../config/webinar';
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

/** The free live workshop, every week at the same hour in Los Angeles. */
export function weeklyWorkshopEvent(description: string): JsonLdObject {
  const registration = absoluteUrl('/webinar-enterprise-ai');
  const hour = String(WEEKLY_WORKSHOP.hour).padStart(2, '0');
  return {
    '@context': CONTEXT,
    '@type': 'Event',
    name: webinarConfig.session.title,
    description,
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
