-- Newsletter sign-ups with double opt-in (worker/newsletter.ts). Times are ISO 8601 in UTC.
-- A sign-up is 'pending' until its confirmation link is followed; the scheduled job deletes the pending
-- ones older than retention.pendingSignupDays (content/settings.yml), and an unsubscribe deletes the row.
-- The confirmation e-mail goes through the same outbox as the leads' e-mails (email_* columns, retried by
-- the scheduled job until delivered).

CREATE TABLE subscribers (
  id TEXT PRIMARY KEY NOT NULL,
  -- As typed (trimmed); one row per address whatever its case.
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed')),
  created_at TEXT NOT NULL,
  confirmed_at TEXT,
  -- The path of the page whose box was used ("/journal/").
  source_page TEXT NOT NULL,
  -- The consent line shown beside the box, as the Worker bundled it (never text from the request).
  consent_text TEXT NOT NULL,
  -- The origin the sign-up was sent to (the site's own): the confirmation link leads back there.
  site_origin TEXT NOT NULL,
  -- Random, unguessable (32 bytes, base64url): the confirmation link's, and the unsubscribe link every
  -- newsletter e-mail carries.
  confirm_token TEXT NOT NULL UNIQUE,
  unsubscribe_token TEXT NOT NULL UNIQUE,
  email_status TEXT NOT NULL DEFAULT 'pending' CHECK (email_status IN ('pending', 'sent')),
  email_attempts INTEGER NOT NULL DEFAULT 0,
  email_error TEXT,
  email_retry_at TEXT,
  emailed_at TEXT
);

CREATE INDEX subscribers_pending_email ON subscribers (email_retry_at) WHERE email_status = 'pending';
CREATE INDEX subscribers_unconfirmed ON subscribers (created_at) WHERE status = 'pending';

-- The retention job deletes leads by their age.
CREATE INDEX enquiries_created ON enquiries (created_at);
CREATE INDEX consultations_created ON consultations (created_at);
