import { randomUUID } from 'node:crypto';
import type { WebinarConfig } from '../../config/webinar';
import { leadScore } from '../../src/lib/leadScore';
import type { Database, Queryable } from '../db/database';
import { fillLead, insertLead, lockLead, lockLeadById, updateProfile as storeProfile, type Utm } from '../db/leads';
import { enqueue, type EmailKind, type NewOutboxMessage } from '../db/outbox';
import { ensurePreferences } from '../db/preferences';
import { countRegistrations, ensureSession } from '../db/sessions';
import type { ChecklistInput, ProfileInput, RegisterInput } from './schemas';
import { nextSession, type Session } from './session';

const HOUR = 3_600_000;

/** Reminders go out this long before the start, unless that moment has already passed. */
export const REMINDERS: ReadonlyArray<{ kind: EmailKind; before: number }> = [
  { kind: 'webinar_reminder_24h', before: 24 * HOUR },
  { kind: 'webinar_reminder_1h', before: HOUR },
];
/** The follow-up goes out this long after the session ends. */
export const FOLLOW_UP_AFTER_END = HOUR;
/** A repeated registration or checklist request sends its email again at most this often. */
export const RESEND_INTERVAL = HOUR;

export interface RegistrationResult {
  registrationId: string;
  sessionStart: Date;
  leadScore: number;
  repeat: boolean;
}

export interface SessionSummary {
  startsAt: Date;
  seatsLeft: number;
  registrationCount: number;
}

export interface WebinarServiceOptions {
  db: Database;
  config: WebinarConfig;
  clock: () => Date;
  /** Called after a transaction that queued email has committed, to wake the outbox worker. */
  onEmailQueued: () => void;
  /** Called inside the transaction of every new registration (the MailerLite sync queues its upsert here). */
  afterRegistration?: (tx: Queryable, lead: { id: string; email: string }, now: Date) => Promise<void>;
}

export type WebinarService = ReturnType<typeof createWebinarService>;

function utmOf(input: RegisterInput): Utm {
  return {
    utm_source: input.utm_source,
    utm_medium: input.utm_medium,
    utm_campaign: input.utm_campaign,
    utm_term: input.utm_term,
    utm_content: input.utm_content,
  };
}

export function createWebinarService({ db, config, clock, onEmailQueued, afterRegistration }: WebinarServiceOptions) {
  const { emailAutomation } = config;
  // Session rows never change once created, so their ids can be remembered. The promise is
  // kept, not the id, so a burst of first registrations makes one lookup, not one each.
  const sessionIds = new Map<number, Promise<string>>();

  function sessionId(session: Session): Promise<string> {
    const key = session.startsAt.getTime();
    let id = sessionIds.get(key);
    if (!id) {
      id = ensureSession(db, session.startsAt);
      sessionIds.set(key, id);
      // A failed lookup is not remembered: the next request tries again.
      id.catch(() => sessionIds.delete(key));
    }
    return id;
  }

  const due = (last: Date | null, now: Date) => !last || now.getTime() - last.getTime() >= RESEND_INTERVAL;

  /** Queues what a new registration sends: confirmation, reminders still ahead, follow-up. */
  async function queueRegistrationEmails(
    tx: Queryable,
    lead: { id: string; email: string },
    session: Session,
    now: Date,
  ) {
    const messages: NewOutboxMessage[] = [];
    const add = (kind: EmailKind, sendAfter: Date) =>
      messages.push({ kind, recipient: lead.email, leadId: lead.id, sendAfter, now });
    if (emailAutomation.confirmationEmail) add('webinar_confirmation', now);
    if (emailAutomation.reminderEmails) {
      for (const reminder of REMINDERS) {
        const at = new Date(session.startsAt.getTime() - reminder.before);
        if (at > now) add(reminder.kind, at);
      }
    }
    if (emailAutomation.followupSequence) {
      add('webinar_followup', new Date(session.endsAt.getTime() + FOLLOW_UP_AFTER_END));
    }
    await ensurePreferences(tx, lead.email);
    await enqueue(tx, ...messages);
    await afterRegistration?.(tx, { id: lead.id, email: lead.email }, now);
    return messages.length;
  }

  async function register(input: RegisterInput): Promise<RegistrationResult> {
    const now = clock();
    const session = nextSession(now, config);
    const sid = await sessionId(session);
    const utm = utmOf(input);
    const score = leadScore({ email: input.email, utm_source: input.utm_source });
    const details = { firstName: input.firstName, company: input.company, jobTitle: input.jobTitle };

    const { result, queued } = await db.transaction(async (tx) => {
      const id = randomUUID();
      const inserted = await insertLead(tx, {
        id,
        sessionId: sid,
        email: input.email,
        ...details,
        utm,
        abVariants: input.abVariants ?? {},
        leadScore: score,
        registeredAt: now,
        confirmationQueuedAt: emailAutomation.confirmationEmail ? now : undefined,
        now,
      });
      if (inserted) {
        const queued = await queueRegistrationEmails(tx, { id, email: input.email }, session, now);
        return {
          result: { registrationId: id, sessionStart: session.startsAt, leadScore: score, repeat: false },
          queued,
        };
      }

      // The address already has a lead for this session; its row lock orders concurrent repeats.
      const existing = await lockLead(tx, sid, input.email);
      if (!existing) throw new Error('The lead that blocked the insert is missing');
      if (!existing.registeredAt) {
        // It only asked for the checklist so far: this is its registration.
        const queued = await queueRegistrationEmails(tx, existing, session, now);
        await fillLead(
          tx,
          existing.id,
          {
            ...details,
            utm,
            abVariants: input.abVariants,
            leadScore: score,
            registeredAt: now,
            confirmationQueuedAt: emailAutomation.confirmationEmail ? now : undefined,
          },
          now,
        );
        return {
          result: { registrationId: existing.id, sessionStart: session.startsAt, leadScore: score, repeat: false },
          queued,
        };
      }

      const resend = emailAutomation.confirmationEmail && due(existing.confirmationQueuedAt, now);
      if (resend) {
        await enqueue(tx, {
          kind: 'webinar_confirmation',
          recipient: existing.email,
          leadId: existing.id,
          sendAfter: now,
          now,
        });
      }
      await fillLead(
        tx,
        existing.id,
        { ...details, abVariants: input.abVariants, repeat: true, confirmationQueuedAt: resend ? now : undefined },
        now,
      );
      return {
        result: {
          registrationId: existing.id,
          sessionStart: existing.sessionStartsAt,
          leadScore: existing.leadScore,
          repeat: true,
        },
        queued: resend ? 1 : 0,
      };
    });
    if (queued > 0) onEmailQueued();
    return result;
  }

  /** Records a checklist request against the person's lead (made if needed) and queues the checklist email. */
  async function requestChecklist(input: ChecklistInput): Promise<void> {
    const now = clock();
    const session = nextSession(now, config);
    const sid = await sessionId(session);
    const queued = await db.transaction(async (tx) => {
      let lead = input.registrationId ? await lockLeadById(tx, input.registrationId) : undefined;
      // An id from another address (a shared device, a stale page) does not attach the request to someone else.
      if (lead && lead.email !== input.email) lead = undefined;
      if (!lead) {
        await insertLead(tx, {
          id: randomUUID(),
          sessionId: sid,
          email: input.email,
          utm: {},
          abVariants: {},
          leadScore: leadScore({ email: input.email }),
          registeredAt: null,
          now,
        });
        lead = await lockLead(tx, sid, input.email);
        if (!lead) throw new Error('The lead inserted for the checklist request is missing');
      }
      const send = emailAutomation.leadMagnetDelivery && due(lead.checklistQueuedAt, now);
      if (send) {
        await ensurePreferences(tx, lead.email);
        await enqueue(tx, { kind: 'checklist_delivery', recipient: lead.email, leadId: lead.id, sendAfter: now, now });
      }
      await fillLead(tx, lead.id, { checklistRequestedAt: now, checklistQueuedAt: send ? now : undefined }, now);
      return send;
    });
    if (queued) onEmailQueued();
  }

  /** False when no lead has this id. */
  function updateProfile(input: ProfileInput): Promise<boolean> {
    const { registrationId, ...details } = input;
    return storeProfile(db, registrationId, details, clock());
  }

  async function summary(): Promise<SessionSummary> {
    const session = nextSession(clock(), config);
    const registrationCount = await countRegistrations(db, session.startsAt);
    return {
      startsAt: session.startsAt,
      registrationCount,
      seatsLeft: Math.max(0, config.session.seats - registrationCount),
    };
  }

  /** What a honeypot submission is told: a believable answer, with nothing stored or sent. */
  function decoy(input: RegisterInput): RegistrationResult {
    return {
      registrationId: randomUUID(),
      sessionStart: nextSession(clock(), config).startsAt,
      leadScore: leadScore({ email: input.email, utm_source: input.utm_source }),
      repeat: false,
    };
  }

  return { register, requestChecklist, updateProfile, summary, decoy };
}
