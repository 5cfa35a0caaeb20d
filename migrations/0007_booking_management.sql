-- Managing a booking by its link (worker/consultation-manage.ts), the visitor's e-mails and the reminder
-- (worker/consultation-mail.ts), and the owner's calendar updates. SQLite cannot drop a column's UNIQUE, so
-- consultations is rebuilt: one live booking per slot is now a partial unique index, so a cancelled booking
-- frees its slot while the row stays for the owner's records until its retention period ends.

CREATE TABLE consultations_next (
  id TEXT PRIMARY KEY NOT NULL,
  slot_start TEXT NOT NULL,
  date TEXT NOT NULL,
  slot TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT,
  notes TEXT,
  created_at TEXT NOT NULL,
  email_status TEXT NOT NULL DEFAULT 'pending' CHECK (email_status IN ('pending', 'sent', 'failed')),
  email_attempts INTEGER NOT NULL DEFAULT 0,
  email_error TEXT,
  email_retry_at TEXT,
  emailed_at TEXT,
  -- The visitor's own IANA time zone as their browser reported it (checked), or NULL.
  time_zone TEXT,
  -- The origin the booking was made on: the manage links in its e-mails lead back there ('' for older rows).
  site_origin TEXT NOT NULL DEFAULT '',
  -- The calendar event's SEQUENCE (RFC 5546): 0 when booked, one more at each move and at the cancel.
  sequence INTEGER NOT NULL DEFAULT 0,
  cancelled_at TEXT,
  -- When the day-before reminder was claimed for the current time of the call (NULL again after a move).
  reminder_sent_at TEXT
);
INSERT INTO consultations_next (id, slot_start, date, slot, first_name, last_name, email, phone, notes, created_at,
    email_status, email_attempts, email_error, email_retry_at, emailed_at)
  SELECT id, slot_start, date, slot, first_name, last_name, email, phone, notes, created_at,
    email_status, email_attempts, email_error, email_retry_at, emailed_at
  FROM consultations;
DROP TABLE consultations;
ALTER TABLE consultations_next RENAME TO consultations;
-- One live booking per slot: two bookings, or a booking and a move, racing for one slot cannot both hold it.
CREATE UNIQUE INDEX consultations_live_slot ON consultations (slot_start) WHERE cancelled_at IS NULL;
CREATE INDEX consultations_by_date ON consultations (date);
CREATE INDEX consultations_pending ON consultations (email_retry_at) WHERE email_status = 'pending';
CREATE INDEX consultations_created ON consultations (created_at);
CREATE INDEX consultations_by_email ON consultations (lower(email), slot_start);

-- The manage links' tokens: only a SHA-256 of each (hex), never the token. Each e-mail to the visitor carries
-- a fresh one, and all of a booking's tokens work until its call has begun or it is cancelled.
CREATE TABLE consultation_tokens (
  token_hash TEXT PRIMARY KEY NOT NULL,
  consultation_id TEXT NOT NULL,
  created_at TEXT NOT NULL
) WITHOUT ROWID;

CREATE INDEX consultation_tokens_by_booking ON consultation_tokens (consultation_id);

-- Every e-mail about a booking after the owner's first one: the visitor's confirmation, move, cancellation and
-- reminder, and the owner's move and cancellation. Each is stored with the booking's change in one batch,
-- then sent and retried like the leads' e-mails (worker/outbox.ts). The id names the change
-- ("owner_moved:<booking>:<sequence>"), so a change can never be e-mailed twice. date and slot are the call's
-- time as of the change; for a move, previous_date and previous_slot are where it was.
CREATE TABLE consultation_emails (
  id TEXT PRIMARY KEY NOT NULL,
  consultation_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('visitor_booked', 'visitor_moved', 'visitor_cancelled', 'visitor_reminder',
    'owner_moved', 'owner_cancelled')),
  sequence INTEGER NOT NULL,
  date TEXT NOT NULL,
  slot TEXT NOT NULL,
  previous_date TEXT,
  previous_slot TEXT,
  created_at TEXT NOT NULL,
  email_status TEXT NOT NULL DEFAULT 'pending' CHECK (email_status IN ('pending', 'sent', 'failed')),
  email_attempts INTEGER NOT NULL DEFAULT 0,
  email_error TEXT,
  email_retry_at TEXT,
  emailed_at TEXT
);

CREATE INDEX consultation_emails_pending ON consultation_emails (email_retry_at) WHERE email_status = 'pending';
CREATE INDEX consultation_emails_by_booking ON consultation_emails (consultation_id);
