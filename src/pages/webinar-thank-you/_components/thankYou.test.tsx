import { runInNewContext } from 'node:vm';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WEBINAR_STORAGE_KEYS, webinarConfig, type WebinarConfig } from '@site/config/webinar';
import { override, type DeepPartial } from '@site/src/lib/override';
import AddToCalendar from './AddToCalendar';
import BonusCall from './BonusCall';
import Confirmation from './Confirmation';
import type { Visitor } from './hooks';
import { prepaintScript } from './prepaint';
import ProfileForm from './ProfileForm';
import Share from './Share';

const HOUR = 3_600_000;
const startsAt = Date.parse('2026-11-26T19:00:00Z');
const visitor: Visitor = {
  loaded: true,
  registration: { id: 'reg-1', sessionStart: '2026-11-26T19:00:00.000Z', registeredAt: startsAt - 50 * HOUR },
  email: 'ada@example.com',
};
const flipped = (patch: DeepPartial<WebinarConfig>) => override(webinarConfig, patch);
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
const decode = (html: string) => html.replace(/&amp;/g, '&');

/** Runs the pre-paint script against a fake <html> and localStorage; returns the attributes it set. */
function prepaint(stored: string | null, now: number, bonusHours = 72): Record<string, string> {
  const attributes: Record<string, string> = {};
  runInNewContext(prepaintScript(bonusHours), {
    document: { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } },
    localStorage: { getItem: (key: string) => (key === WEBINAR_STORAGE_KEYS.registration ? stored : null) },
    Date: { now: () => now },
    JSON,
  });
  return attributes;
}

describe('confirmation', () => {
  it('says what happens next, one line per email that is switched on', () => {
    const all = text(renderToString(<Confirmation config={webinarConfig} visitor={visitor} startsAt={startsAt} />));
    expect(all).toContain('on its way to ada@example.com');
    expect(all).toContain('24 hours and 1 hour before the start');
    expect(all).toContain('we email you the recording');

    const noReminders = flipped({ emailAutomation: { reminderEmails: false, followupSequence: false } });
    const some = text(renderToString(<Confirmation config={noReminders} visitor={visitor} startsAt={startsAt} />));
    expect(some).toContain('on its way to ada@example.com');
    expect(some).not.toContain('24 hours and 1 hour');
    expect(some).not.toContain('recording');

    const none = flipped({
      emailAutomation: { confirmationEmail: false, reminderEmails: false, followupSequence: false },
    });
    const quiet = text(renderToString(<Confirmation config={none} visitor={visitor} startsAt={startsAt} />));
    expect(quiet).not.toContain('on its way');
    expect(quiet).toContain('Add the session to your calendar below');
  });

  it('shows the date in Pacific time', () => {
    const html = renderToString(<Confirmation config={webinarConfig} visitor={visitor} startsAt={startsAt} />);
    expect(text(html)).toContain('Thursday, November 26 11:00 AM PT · 45 minutes');
    expect(html).toContain('dateTime="2026-11-26T19:00:00.000Z"');
  });
});

/** The HTML without the elements whose class names contain `marker` (as CSS hides them), nested ones included. */
function without(html: string, marker: string): string {
  let out = '';
  let depth = 0;
  for (const [token] of html.matchAll(/<\/?([a-z0-9]+)[^>]*>|[^<]+/gi)) {
    const open = /^<([a-z0-9]+)[^>]*>$/i.exec(token);
    const selfClosing = token.endsWith('/>') || /^<(img|input|br|hr|meta|link)\b/i.test(token);
    if (depth > 0) {
      if (open && !selfClosing) depth++;
      else if (token.startsWith('</')) depth--;
      continue;
    }
    if (open && !selfClosing && token.includes(marker)) {
      depth = 1;
      continue;
    }
    out += token;
  }
  return out;
}

describe('what the opening states', () => {
  const unregistered: Visitor = { loaded: true, registration: null, email: null };

  it('without a registration, claims no seat: no confirmation, only the next session and the way to register', () => {
    const html = renderToString(<Confirmation config={webinarConfig} visitor={unregistered} startsAt={startsAt} />);
    const shown = text(without(html, 'onlyRegistered'));
    expect(shown).not.toMatch(
      /Registration confirmed|You are registered|seat is saved|confirmation email with your joining link/,
    );
    expect(shown).toContain('No registration found in this browser The next session you can join:');
    expect(shown).toContain('Register for a session');
    expect(html).toContain('href="/webinar-enterprise-ai"');
    expect(without(html, 'onlyRegistered').match(/<h1\b/g)).toHaveLength(1);
  });

  it('with one, confirms it and says nothing about a missing registration', () => {
    const html = renderToString(<Confirmation config={webinarConfig} visitor={visitor} startsAt={startsAt} />);
    const shown = text(without(html, 'onlyUnregistered'));
    expect(shown).toContain('Registration confirmed You are registered Your seat is saved for');
    expect(shown).not.toMatch(/No registration found|Register for a session/);
    expect(without(html, 'onlyUnregistered').match(/<h1\b/g)).toHaveLength(1);
  });

  it('shows the state without a registration until the pre-paint mark says there is one', async () => {
    const { readFileSync } = await import('node:fs');
    const css = readFileSync(new URL('./Prepaint.module.css', import.meta.url), 'utf8').replace(
      /\/\*[\s\S]*?\*\//g,
      '',
    );
    // Unmarked <html> (no JavaScript): the registered parts are hidden, the others are not.
    expect(css).toMatch(/^\.onlyRegistered \{\s*display: none;\s*\}/m);
    expect(css).not.toMatch(/^\.onlyUnregistered \{/m);
    expect(css).toMatch(/\[data-webinar-registration='present'\]\) \.onlyUnregistered \{\s*display: none;/);
  });
});

describe('add to calendar', () => {
  it('links Google and Outlook to the 45-minute slot', () => {
    const html = decode(renderToString(<AddToCalendar config={webinarConfig} startsAt={startsAt} />));
    expect(html).toContain('https://calendar.google.com/calendar/render?action=TEMPLATE');
    expect(html).toContain('dates=20261126T190000Z%2F20261126T194500Z');
    expect(html).toContain('https://outlook.live.com/calendar/0/deeplink/compose?');
    expect(html).toContain('enddt=2026-11-26T19%3A45%3A00.000Z');
    expect(text(html)).toContain('Download .ics');
  });

  it('renders disabled buttons until the start is known', () => {
    const html = renderToString(<AddToCalendar config={webinarConfig} startsAt={null} />);
    expect(html).not.toContain('<a ');
    expect(html.match(/disabled=""/g)).toHaveLength(3);
  });
});

describe('registration bonus', () => {
  const stored = (registeredAt: number) =>
    JSON.stringify({ id: 'reg-1', sessionStart: '2026-11-26T19:00:00Z', registeredAt });

  it('is marked open before first paint for bonusTimeLimitHours after registering', () => {
    const registeredAt = Date.parse('2026-11-20T10:00:00Z');
    expect(prepaint(stored(registeredAt), registeredAt + 71 * HOUR)).toEqual({
      'data-webinar-registration': 'present',
      'data-webinar-bonus': 'open',
    });
    expect(prepaint(stored(registeredAt), registeredAt + 72 * HOUR)['data-webinar-bonus']).toBe('closed');
    expect(prepaint(stored(registeredAt), registeredAt + 71 * HOUR, 48)['data-webinar-bonus']).toBe('closed');
  });

  it.each([null, '', '{oops', '{"id":"","registeredAt":1}', '{"id":"r1"}'])(
    'marks the page as without registration when storage holds %j',
    (value) => {
      expect(prepaint(value, Date.now())).toEqual({
        'data-webinar-registration': 'none',
        'data-webinar-bonus': 'closed',
      });
    },
  );

  it('names when the offer closes and links the booking page', () => {
    const html = renderToString(
      <BonusCall config={webinarConfig} registeredAt={visitor.registration?.registeredAt ?? 0} />,
    );
    expect(html).toContain('href="https://cal.com/answerai/enterprise-ai-fit-call?duration=15"');
    expect(text(html)).toMatch(/The offer is open until \w{3}, \d{1,2}:\d{2} (AM|PM)/);
    expect(
      renderToString(<BonusCall config={flipped({ urgency: { bonusTimeLimitHours: 0 } })} registeredAt={0} />),
    ).toBe('');
  });
});

describe('profile form and sharing', () => {
  it('asks for company, job title and biggest challenge, all labelled and optional', () => {
    const html = renderToString(<ProfileForm config={webinarConfig} />);
    for (const label of ['Company', 'Job title', 'Your biggest challenge with AI right now']) {
      expect(html).toMatch(new RegExp(`<label for="[^"]+"[^>]*>${label}</label>`));
    }
    expect(html).toContain('<textarea');
    expect(html).not.toContain('aria-required');
    expect(html).toMatch(/aria-describedby="[^"]+-biggestChallenge-hint"/);
  });

  it('shares the landing page by email, LinkedIn and X, and offers the link to copy', () => {
    const html = decode(renderToString(<Share />));
    expect(html).toContain('href="mailto:?subject=');
    expect(html).toContain(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fansweragent.ai%2Fwebinar-enterprise-ai',
    );
    expect(html).toContain('https://x.com/intent/post?text=');
    expect(html).toContain('value="https://answeragent.ai/webinar-enterprise-ai"');
  });
});
