/**
 * The event contract: every action a visitor can take on the site that is
 * measured, the one place in the code that reports it, and the event it
 * sends. What each vendor receives is not written here by hand: it is
 * computed from the providers' own mappings (googleTag.ts, linkedIn.ts,
 * metaPixel.ts), so the table cannot drift from the code. The README shows
 * it (`npx tsx scripts/event-contract.ts` rewrites that section; a test keeps
 * it in sync) and contract.test.ts checks that no other file reports events.
 */
import { adsEvent, ga4Event, type GtagParams } from './googleTag';
import type { TrackingEvent } from './index';
import { linkedInConversion } from './linkedIn';
import { metaPixelCalls } from './metaPixel';

export interface ContractAction {
  /** What the visitor does. */
  action: string;
  /** The one file that reports it, from the repository root. */
  reportedBy: string;
  /** The events it sends, with example values; empty when the action is measured by nothing of its own. */
  events: readonly TrackingEvent[];
  /** What the columns cannot say. */
  note?: string;
}

const AUTO = 'src/clientModules/tracking/autoCapture.ts';
const FORMS = 'src/components/FormKit/hooks.ts';
const REGISTRATION = 'src/components/WebinarRegistrationForm/index.tsx';
const SHARE = 'src/pages/webinar-thank-you/_components/Share.tsx';

export const EVENT_CONTRACT: readonly ContractAction[] = [
  {
    action: 'Opens a page: the first load, or a client-side navigation to a new path or query (not a hash)',
    reportedBy: 'src/clientModules/tracking/tracker.ts',
    events: [
      {
        kind: 'page_view',
        path: '/agents',
        title: 'Agents | AnswerAgentAI',
        location: 'https://answeragent.ai/agents',
      },
    ],
    note: 'LinkedIn counts the page from its own script; a tag the visitor allows later gets the current page view once.',
  },
  {
    action: 'Opens a webinar page (landing or thank-you), here arriving from a campaign with UTM parameters',
    reportedBy: 'src/clientModules/tracking/tracker.ts',
    events: [
      {
        kind: 'page_view',
        path: '/webinar-enterprise-ai?utm_source=linkedin&utm_campaign=q4',
        title: 'Deploy enterprise AI in weeks: free live session | AnswerAgentAI',
        location: 'https://answeragent.ai/webinar-enterprise-ai?utm_source=linkedin&utm_campaign=q4',
      },
    ],
    note: 'The UTM parameters are also kept in sessionStorage `webinar_utm_params` and sent with the registration.',
  },
  {
    action: 'Scrolls past 25, 50, 75 and 100 % of a page (each once per page view)',
    reportedBy: AUTO,
    events: [{ kind: 'scroll_depth', depth: 50 }],
  },
  {
    action:
      'Brings a section of a webinar page into view: half of it, or half the screen for a taller one (each once per page view)',
    reportedBy: AUTO,
    events: [{ kind: 'content_engagement', contentType: 'section', name: 'agenda' }],
  },
  {
    action:
      'Clicks a link to another site: Google or Outlook calendar, LinkedIn or X share, the bonus call, any outbound link',
    reportedBy: AUTO,
    events: [{ kind: 'external_link', url: 'https://cal.com/answerai/enterprise-ai-fit-call?duration=15' }],
  },
  {
    action: 'Clicks a link to a file (a `download` attribute or a known file type)',
    reportedBy: AUTO,
    events: [{ kind: 'file_download', fileName: 'security-overview.pdf', fileType: 'pdf' }],
  },
  {
    action: 'Plays, pauses or finishes a `<video>` (named by `data-track-name`)',
    reportedBy: AUTO,
    events: [{ kind: 'video', action: 'play', name: 'Product tour', progress: 0 }],
  },
  {
    action:
      'Starts a form (registration, checklist, profile, newsletter): the first keystroke, or sending a draft restored from an earlier visit',
    reportedBy: FORMS,
    events: [{ kind: 'form', action: 'start', form: 'webinar-registration' }],
  },
  {
    action: 'Sends a form successfully (a repeat registration included)',
    reportedBy: FORMS,
    events: [{ kind: 'form', action: 'complete', form: 'webinar-registration' }],
  },
  {
    action: 'Leaves a started form unsent (the page closes or the visitor navigates away), or a send fails',
    reportedBy: FORMS,
    events: [{ kind: 'form', action: 'abandon', form: 'webinar-registration' }],
  },
  {
    action: 'Registers for the webinar (the service answers 201 with a new id and a lead score)',
    reportedBy: REGISTRATION,
    events: [
      {
        kind: 'webinar_registration',
        registrationId: 'reg_8f2c',
        leadScore: 90,
        company: 'Acme',
        jobTitle: 'CTO',
      },
    ],
  },
  {
    action: 'Registers, and the service returns no lead score',
    reportedBy: REGISTRATION,
    events: [{ kind: 'webinar_registration', registrationId: 'reg_8f2d' }],
  },
  {
    action: 'Registers again with the same email (the service answers 200 with the same id)',
    reportedBy: REGISTRATION,
    events: [],
    note: 'Only the form events above: the conversion was counted at the first registration.',
  },
  {
    action: 'Saves the calendar file (.ics) on the thank-you page',
    reportedBy: 'src/pages/webinar-thank-you/_components/AddToCalendar.tsx',
    events: [{ kind: 'file_download', fileName: 'enterprise-ai-webinar.ics', fileType: 'ics' }],
  },
  {
    action: 'Downloads the readiness checklist (exit-intent dialog or thank-you page)',
    reportedBy: 'src/components/ChecklistDownload/index.tsx',
    events: [{ kind: 'file_download', fileName: 'enterprise-ai-readiness-checklist.html', fileType: 'html' }],
    note: 'Plus the checklist form’s start and complete.',
  },
  {
    action: 'Copies the landing page link to share it',
    reportedBy: SHARE,
    events: [{ kind: 'event', name: 'share_link_copied', category: 'sharing', label: 'webinar-thank-you' }],
  },
  {
    action: 'Emails colleagues about the webinar (a mailto: link)',
    reportedBy: SHARE,
    events: [{ kind: 'event', name: 'email_share', category: 'sharing', label: 'webinar-email-colleagues' }],
  },
];

/** The tag ids shown in the rendered table. */
const SHOWN_IDS = { ga4: 'G-…', ads: 'AW-…', adsLabel: 'label' } as const;

export type ContractProvider = 'ga4' | 'ads' | 'linkedin' | 'meta';

function formatParams(params: object): string {
  const entries = Object.entries(params).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return entries.length > 0 ? ` {${entries.join(', ')}}` : '';
}

function withoutSendTo(params: GtagParams): GtagParams {
  const rest = { ...params };
  delete rest.send_to;
  return rest;
}

/** What each provider receives for one event, one string per call, e.g. `conversion {value: 100, …}`. */
export function providerCalls(event: TrackingEvent): Record<ContractProvider, string[]> {
  const [gaName, gaParams] = ga4Event(event);
  const ads = adsEvent(event, SHOWN_IDS.ads, SHOWN_IDS.adsLabel);
  const linkedIn = linkedInConversion(event);
  return {
    ga4: [`${gaName}${formatParams(gaParams)}`],
    ads: ads ? [`${ads[0]} → ${String(ads[1].send_to)}${formatParams(withoutSendTo(ads[1]))}`] : [],
    linkedin: linkedIn ? [`track${formatParams(linkedIn)}`] : [],
    meta: metaPixelCalls(event).map(([method, name, params, options]) => {
      const data = typeof params === 'object' && params !== null ? formatParams(params) : '';
      const extra = typeof options === 'object' && options !== null ? ` ${formatParams(options).trim()}` : '';
      return `${String(method)} ${String(name)}${data}${extra}`;
    }),
  };
}

function cell(calls: readonly string[]): string {
  if (calls.length === 0) return '–';
  return calls.map((call) => `\`${call}\``.replaceAll('|', '\\|')).join('<br>');
}

/** The contract as a Markdown table, for the README. */
export function renderEventContract(): string {
  const lines = [
    '| # | Visitor action | Reported by | GA4 | Google Ads | LinkedIn | Meta |',
    '| --: | --- | --- | --- | --- | --- | --- |',
  ];
  EVENT_CONTRACT.forEach((row, index) => {
    const calls = row.events.map(providerCalls);
    const column = (provider: ContractProvider) => cell(calls.flatMap((call) => call[provider]));
    const action = row.note ? `${row.action}. ${row.note}` : row.action;
    lines.push(
      `| ${index + 1} | ${action} | \`${row.reportedBy}\` | ${column('ga4')} | ${column('ads')} | ${column('linkedin')} | ${column('meta')} |`,
    );
  });
  return lines.join('\n');
}

export const README_MARKERS = {
  start: '<!-- event-contract:start (generated by scripts/event-contract.ts from src/lib/tracking/contract.ts) -->',
  end: '<!-- event-contract:end -->',
} as const;

/** The README with its contract section replaced by the current table. */
export function withEventContract(readme: string): string {
  const start = readme.indexOf(README_MARKERS.start);
  const end = readme.indexOf(README_MARKERS.end);
  if (start === -1 || end < start) throw new Error('The README has no event contract section (see README_MARKERS).');
  return `${readme.slice(0, start + README_MARKERS.start.length)}\n\n${renderEventContract()}\n\n${readme.slice(end)}`;
}
