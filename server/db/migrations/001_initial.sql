-- The webinar funnel's tables: sessions and their leads, the email outbox,
-- per-address email preferences (unsubscribe), newsletter subscribers and
-- docs feedback. Times are timestamptz; addresses are stored lower-cased.

-- One row per weekly session, created when its first lead arrives.
CREATE TABLE webinar_sessions (
  id uuid PRIMARY KEY,
  starts_at timestamptz NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A person's interest in one session: a registration, or only a checklist
-- request (registered_at is null) that a later registration completes.
CREATE TABLE leads (
  id uuid PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES webinar_sessions (id),
  email text NOT NULL CHECK (email = lower(email) AND length(email) <= 254),
  first_name text,
  company text,
  job_title text,
  biggest_challenge text,
  utm_source text,
  utm_medium text,
  utm_campaign text,
  utm_term text,
  utm_content text,
  ab_variants jsonb NOT NULL DEFAULT '{}'::jsonb,
  lead_score integer NOT NULL CHECK (lead_score BETWEEN 0 AND 100),
  registered_at timestamptz,
  repeat_count integer NOT NULL DEFAULT 0,
  -- When the last confirmation email was queued: repeats send at most one more an hour.
  confirmation_queued_at timestamptz,
  checklist_requested_at timestamptz,
  checklist_request_count integer NOT NULL DEFAULT 0,
  checklist_queued_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (session_id, email)
);
CREATE INDEX leads_email ON leads (email);
CREATE INDEX leads_registered ON leads (session_id) WHERE registered_at IS NOT NULL;

-- One row per address we have written to: its unsubscribe token and whether
-- it opted out of marketing mail (reminders, follow-ups, the newsletter).
CREATE TABLE email_preferences (
  email text PRIMARY KEY CHECK (email = lower(email)),
  unsubscribe_token text NOT NULL UNIQUE,
  unsubscribed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE newsletter_subscribers (
  id uuid PRIMARY KEY,
  email text NOT NULL UNIQUE CHECK (email = lower(email) AND length(email) <= 254),
  name text,
  source text,
  status text NOT NULL CHECK (status IN ('pending', 'subscribed', 'unsubscribed')),
  confirm_token text UNIQUE,
  confirmation_queued_at timestamptz,
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Messages are written here in the same transaction as the change that causes
-- them, and rendered and sent by the outbox worker. A claim sets status
-- 'sending' with a lease; a row whose lease ran out (its sender died) is due again.
CREATE TABLE email_outbox (
  id uuid PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN (
    'webinar_confirmation', 'webinar_reminder_24h', 'webinar_reminder_1h', 'webinar_followup',
    'checklist_delivery', 'newsletter_confirmation'
  )),
  recipient text NOT NULL,
  lead_id uuid REFERENCES leads (id) ON DELETE CASCADE,
  subscriber_id uuid REFERENCES newsletter_subscribers (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'skipped')),
  send_after timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  claim_token uuid,
  claimed_by text,
  lease_expires_at timestamptz,
  last_error text,
  sent_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX email_outbox_due ON email_outbox (send_after) WHERE status IN ('pending', 'sending');
CREATE INDEX email_outbox_lead ON email_outbox (lead_id);
CREATE INDEX email_outbox_subscriber ON email_outbox (subscriber_id);

-- Anonymous by design: no address, no IP, no user agent.
CREATE TABLE docs_feedback (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  path text NOT NULL CHECK (path LIKE '/docs%' AND length(path) <= 300),
  helpful boolean NOT NULL,
  comment text CHECK (length(comment) <= 1000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX docs_feedback_path ON docs_feedback (path);
