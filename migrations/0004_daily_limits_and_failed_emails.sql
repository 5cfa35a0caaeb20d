-- The daily rate limits (worker/limits.ts): how many requests of a kind one client made on one London day.
-- The bucket is "<kind>:" and a SHA-256 of the day, the kind and the client, never the address itself;
-- the scheduled job deletes the rows older than yesterday.
CREATE TABLE daily_limits (
  bucket TEXT NOT NULL,
  day TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (bucket, day)
) WITHOUT ROWID;

CREATE INDEX daily_limits_day ON daily_limits (day);

-- An e-mail given up after its last attempt (worker/retry.ts, MAX_EMAIL_ATTEMPTS) is marked 'failed' with
-- its error, and never picked up again. SQLite cannot change a CHECK constraint in place, so each table
-- with an email_status is rebuilt with the wider one: same columns, same rows, same indexes.

CREATE TABLE enquiries_next (
  id TEXT PRIMARY KEY NOT NULL,
  created_at TEXT NOT NULL,
  submitted_at TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT,
  destination TEXT,
  message TEXT NOT NULL,
  trip TEXT CHECK (trip IS NULL OR json_valid(trip)),
  newsletter INTEGER NOT NULL CHECK (newsletter IN (0, 1)),
  email_status TEXT NOT NULL DEFAULT 'pending' CHECK (email_status IN ('pending', 'sent', 'failed')),
  email_attempts INTEGER NOT NULL DEFAULT 0,
  email_error TEXT,
  email_retry_at TEXT,
  emailed_at TEXT,
  shortlist TEXT CHECK (shortlist IS NULL OR (json_valid(shortlist) AND json_type(shortlist) = 'array'))
);
INSERT INTO enquiries_next (id, created_at, submitted_at, first_name, last_name, email, phone, destination, message,
    trip, newsletter, email_status, email_attempts, email_error, email_retry_at, emailed_at, shortlist)
  SELECT id, created_at, submitted_at, first_name, last_name, email, phone, destination, message,
    trip, newsletter, email_status, email_attempts, email_error, email_retry_at, emailed_at, shortlist
  FROM enquiries;
DROP TABLE enquiries;
ALTER TABLE enquiries_next RENAME TO enquiries;
CREATE INDEX enquiries_pending ON enquiries (email_retry_at) WHERE email_status = 'pending';
CREATE INDEX enquiries_created ON enquiries (created_at);

CREATE TABLE consultations_next (
  id TEXT PRIMARY KEY NOT NULL,
  slot_start TEXT NOT NULL UNIQUE,
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
  emailed_at TEXT
);
INSERT INTO consultations_next (id, slot_start, date, slot, first_name, last_name, email, phone, notes, created_at,
    email_status, email_attempts, email_error, email_retry_at, emailed_at)
  SELECT id, slot_start, date, slot, first_name, last_name, email, phone, notes, created_at,
    email_status, email_attempts, email_error, email_retry_at, emailed_at
  FROM consultations;
DROP TABLE consultations;
ALTER TABLE consultations_next RENAME TO consultations;
CREATE INDEX consultations_by_date ON consultations (date);
CREATE INDEX consultations_pending ON consultations (email_retry_at) WHERE email_status = 'pending';
CREATE INDEX consultations_created ON consultations (created_at);
-- One upcoming call per address (worker/consultation.ts) is checked by address at every booking.
CREATE INDEX consultations_by_email ON consultations (lower(email), slot_start);

CREATE TABLE subscribers_next (
  id TEXT PRIMARY KEY NOT NULL,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed')),
  created_at TEXT NOT NULL,
  confirmed_at TEXT,
  source_page TEXT NOT NULL,
  consent_text TEXT NOT NULL,
  site_origin TEXT NOT NULL,
  confirm_token TEXT NOT NULL UNIQUE,
  unsubscribe_token TEXT NOT NULL UNIQUE,
  email_status TEXT NOT NULL DEFAULT 'pending' CHECK (email_status IN ('pending', 'sent', 'failed')),
  email_attempts INTEGER NOT NULL DEFAULT 0,
  email_error TEXT,
  email_retry_at TEXT,
  emailed_at TEXT
);
INSERT INTO subscribers_next (id, email, status, created_at, confirmed_at, source_page, consent_text, site_origin,
    confirm_token, unsubscribe_token, email_status, email_attempts, email_error, email_retry_at, emailed_at)
  SELECT id, email, status, created_at, confirmed_at, source_page, consent_text, site_origin,
    confirm_token, unsubscribe_token, email_status, email_attempts, email_error, email_retry_at, emailed_at
  FROM subscribers;
DROP TABLE subscribers;
ALTER TABLE subscribers_next RENAME TO subscribers;
CREATE INDEX subscribers_pending_email ON subscribers (email_retry_at) WHERE email_status = 'pending';
CREATE INDEX subscribers_unconfirmed ON subscribers (created_at) WHERE status = 'pending';
