-- The marketing console (issue 17): sign-in links and sessions for the people
-- in ADMIN_EMAILS, MailerLite sync jobs in the email outbox, first-party Core
-- Web Vitals, and the indexes the console's reports read.

-- A one-time sign-in link. Only the SHA-256 of its token is kept: a copy of
-- the database does not let anyone sign in.
CREATE TABLE admin_sign_in_links (
  id uuid PRIMARY KEY,
  email text NOT NULL CHECK (email = lower(email) AND length(email) <= 254),
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX admin_sign_in_links_email ON admin_sign_in_links (email, created_at);

-- A signed-in browser. The cookie holds a random id; the row holds its SHA-256.
-- The lifetime is fixed at sign-in; sign-out sets revoked_at.
CREATE TABLE admin_sessions (
  id_hash text PRIMARY KEY,
  email text NOT NULL CHECK (email = lower(email)),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);

-- The outbox also carries the sign-in email and the MailerLite upserts, so
-- they get the same transaction, retries, leases and failure records as mail.
ALTER TABLE email_outbox DROP CONSTRAINT email_outbox_kind_check;
ALTER TABLE email_outbox ADD CONSTRAINT email_outbox_kind_check CHECK (kind IN (
  'webinar_confirmation', 'webinar_reminder_24h', 'webinar_reminder_1h', 'webinar_followup',
  'checklist_delivery', 'newsletter_confirmation', 'admin_sign_in', 'mailerlite_sync'
));
-- What a message needs that the database does not otherwise hold: the sign-in
-- link's token, until the email is sent. Cleared when the row settles.
ALTER TABLE email_outbox ADD COLUMN payload text;
ALTER TABLE email_outbox ADD COLUMN admin_link_id uuid REFERENCES admin_sign_in_links (id) ON DELETE CASCADE;
-- The console counts rows per status and kind (an index-only scan) and lists the failed ones.
CREATE INDEX email_outbox_status ON email_outbox (status, kind);

-- Registrations by day, and the console's default sortings (a page is read
-- from the index instead of sorting every registration).
CREATE INDEX leads_registered_at ON leads (registered_at, id) WHERE registered_at IS NOT NULL;
CREATE INDEX leads_score ON leads (lead_score, id) WHERE registered_at IS NOT NULL;

-- One row per page view that reported its vitals: the day and the kind of
-- page, nothing about the visitor. Any metric the browser did not measure is null.
CREATE TABLE web_vitals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  day date NOT NULL,
  page_kind text NOT NULL CHECK (page_kind IN ('home', 'marketing', 'guide', 'node', 'api', 'blog', 'webinar')),
  lcp_ms real CHECK (lcp_ms BETWEEN 0 AND 60000),
  inp_ms real CHECK (inp_ms BETWEEN 0 AND 60000),
  cls real CHECK (cls BETWEEN 0 AND 10),
  ttfb_ms real CHECK (ttfb_ms BETWEEN 0 AND 60000)
);
CREATE INDEX web_vitals_day ON web_vitals (day, page_kind);
