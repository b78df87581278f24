import { randomUUID } from 'node:crypto';
import type { WebinarConfig } from '../../config/webinar';
import { leadScore } from '../../src/lib/leadScore';
import type { Database, Queryable } from '../db/database';
import { fillLead, insertLead, lockLead, lockLeadById, updateProfile as storeProfile, type Utm } from '../db/leads';
import { enqueue, type EmailKind, type NewOutboxMessage } from '../db/outbox';
import { ensurePreferences } from '../db/preferences';
import { registerAtOnce, writeRegistration } from '../db/registrations';
import { ensureSession, seatsOf, takeSeat } from '../db/sessions';
import type { ChecklistInput, ProfileInput, RegisterInput } from './schemas';
import { nextSession, upcomingSessions, type Session } from './session';

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

/** What a registration request ends in: a seat (new or kept), or a refusal the route answers with 400 or 409. */
export type RegisterOutcome =
  | { kind: 'registered'; result: RegistrationResult }
  /** `sessionStart` named no session open for registration; these are. */
  | { kind: 'not_offered'; offered: Date[] }
  /** The chosen session has no seat left; `nextWithSeats` is the earliest other open session with one, if any. */
  | { kind: 'full'; sessionStart: Date; nextWithSeats: Date | null };

export interface SessionSeatsSummary {
  startsAt: Date;
  seats: number;
  seatsLeft: number;
  registrationCount: number;
}

/** The coming session, and every session open for registration (the coming one first). */
export interface SessionSummary extends SessionSeatsSummary {
  sessions: SessionSeatsSummary[];
}

/** Thrown inside the registration's transaction to roll it back when the seat cannot be taken. */
class SessionFull extends Error {
  override name = 'SessionFull';
}

/**
 * Key space of the per-address advisory lock (two-key form, beside the
 * migrations' one-key lock): an address holds one seat among the open
 * sessions, so its requests queue instead of racing for two sessions.
 */
const ADDRESS_LOCK_SPACE = 16;

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
      id = ensureSession(db, session.startsAt, config.session.seats);
      sessionIds.set(key, id);
      // A failed lookup is not remembered: the next request tries again.
      id.catch(() => sessionIds.delete(key));
    }
    return id;
  }

  const due = (last: Date | null, now: Date) => !last || now.getTime() - last.getTime() >= RESEND_INTERVAL;

  /** What a new registration sends: confirmation, reminders still ahead, follow-up. */
  function registrationEmails(lead: { id: string; email: string }, session: Session, now: Date): NewOutboxMessage[] {
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
    return messages;
  }

  /** Queues what a new registration sends (registrationEmails), with the address's unsubscribe token. */
  async function queueRegistrationEmails(
    tx: Queryable,
    lead: { id: string; email: string },
    session: Session,
    now: Date,
  ) {
    const messages = registrationEmails(lead, session, now);
    await ensurePreferences(tx, lead.email);
    await enqueue(tx, ...messages);
    await afterRegistration?.(tx, { id: lead.id, email: lead.email }, now);
    return messages.length;
  }

  /** The open session `sessionStart` names (the coming one when it names none); undefined when it is not open. */
  function chosenSession(upcoming: Session[], sessionStart: string | undefined): Session | undefined {
    if (sessionStart === undefined) return upcoming[0];
    const wanted = Date.parse(sessionStart);
    return upcoming.find((session) => session.startsAt.getTime() === wanted);
  }

  /** Seats of each open session, read from the session rows (a session without a row has all its seats). */
  async function seatsSummary(upcoming: Session[]): Promise<SessionSeatsSummary[]> {
    const rows = await seatsOf(
      db,
      upcoming.map((session) => session.startsAt),
    );
    return upcoming.map(({ startsAt }) => {
      const row = rows.get(startsAt.getTime());
      const seats = row?.seats ?? config.session.seats;
      const taken = row?.taken ?? 0;
      return { startsAt, seats, seatsLeft: Math.max(0, seats - taken), registrationCount: taken };
    });
  }

  /**
   * Registers the address for the chosen open session. An address holds one
   * seat among the open sessions: asking again (for any of them) answers the
   * registration it has, as a repeat, and takes no second seat. A new
   * registration takes its seat last in its transaction, from a stripe of
   * seats no other transaction holds; when none is left everything rolls back.
   */
  async function register(input: RegisterInput): Promise<RegisterOutcome> {
    const now = clock();
    const upcoming = upcomingSessions(now, config);
    const session = chosenSession(upcoming, input.sessionStart);
    if (!session) return { kind: 'not_offered', offered: upcoming.map((open) => open.startsAt) };
    const firstOpen = upcoming[0]!.startsAt;
    const sid = await sessionId(session);
    const utm = utmOf(input);
    const score = leadScore({ email: input.email, utm_source: input.utm_source });
    const details = { firstName: input.firstName, company: input.company, jobTitle: input.jobTitle };
    const registration = {
      ...details,
      utm,
      abVariants: input.abVariants ?? {},
      leadScore: score,
      registeredAt: now,
      confirmationQueuedAt: emailAutomation.confirmationEmail ? now : undefined,
    };

    // The address's requests queue on its lock instead of racing for two sessions.
    const addressLock = { advisoryLock: { space: ADDRESS_LOCK_SPACE, key: input.email } };
    // Usually one round trip does it all; the MailerLite hook needs the transaction, so it takes the long way.
    if (!afterRegistration) {
      const lead = { id: randomUUID(), email: input.email };
      const messages = registrationEmails(lead, session, now);
      const newLead = { ...lead, sessionId: sid, ...registration, now };
      if (await registerAtOnce(db, newLead, firstOpen, messages, addressLock.advisoryLock)) {
        if (messages.length > 0) onEmailQueued();
        return {
          kind: 'registered',
          result: { registrationId: lead.id, sessionStart: session.startsAt, leadScore: score, repeat: false },
        };
      }
    }
    let outcome: { result: RegistrationResult; queued: number };
    try {
      outcome = await db.transaction(async (tx) => {
        const lead: { id: string; email: string } = { id: randomUUID(), email: input.email };
        const messages = registrationEmails(lead, session, now);
        const write = await writeRegistration(
          tx,
          { ...lead, sessionId: sid, ...registration, now },
          firstOpen,
          messages,
        );
        if (write.kind === 'existing') {
          const existing = write.lead;
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
        }

        let registered = lead;
        let queued = messages.length;
        if (write.kind === 'inserted') {
          if (!write.seated && !(await takeSeat(tx, sid))) throw new SessionFull();
          await afterRegistration?.(tx, lead, now);
        } else {
          // The address only asked for the checklist for this session so far (no registration was found).
          const checklistLead = await lockLead(tx, sid, input.email);
          if (!checklistLead || checklistLead.registeredAt)
            throw new Error('The lead that blocked the insert is not a checklist lead');
          await fillLead(tx, checklistLead.id, registration, now);
          registered = checklistLead;
          queued = await queueRegistrationEmails(tx, registered, session, now);
          if (!(await takeSeat(tx, sid))) throw new SessionFull();
        }
        return {
          result: { registrationId: registered.id, sessionStart: session.startsAt, leadScore: score, repeat: false },
          queued,
        };
      }, addressLock);
    } catch (error) {
      if (!(error instanceof SessionFull)) throw error;
      const seats = await seatsSummary(upcoming);
      const next = seats.find((open) => open.startsAt.getTime() !== session.startsAt.getTime() && open.seatsLeft > 0);
      return { kind: 'full', sessionStart: session.startsAt, nextWithSeats: next?.startsAt ?? null };
    }
    if (outcome.queued > 0) onEmailQueued();
    return { kind: 'registered', result: outcome.result };
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
    const sessions = await seatsSummary(upcomingSessions(clock(), config));
    return { ...sessions[0]!, sessions };
  }

  /** What a honeypot submission is told: a believable answer, with nothing stored or sent. */
  function decoy(input: RegisterInput): RegistrationResult {
    const upcoming = upcomingSessions(clock(), config);
    return {
      registrationId: randomUUID(),
      sessionStart: (chosenSession(upcoming, input.sessionStart) ?? upcoming[0]!).startsAt,
      leadScore: leadScore({ email: input.email, utm_source: input.utm_source }),
      repeat: false,
    };
  }

  return { register, requestChecklist, updateProfile, summary, decoy };
}
