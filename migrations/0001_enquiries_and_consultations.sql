-- Leads from the contact page (worker/enquiry.ts, worker/consultation.ts). Times are ISO 8601 in UTC.
-- Every lead is stored before the visitor is told it was sent; the e-mail to the agency follows, and
-- the scheduled handler retries it while email_status is 'pending' (worker/outbox.ts).

CREATE TABLE enquiries (
  -- The UUID the visitor's browser made for this enquiry: a retried send finds its own row.
  id TEXT PRIMARY KEY NOT NULL,
  created_at TEXT NOT NULL,
  -- When the browser sent it, by the visitor's clock.
  submitted_at TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT,
  destination TEXT,
  message TEXT NOT NULL,
  -- "Tell us more" as JSON, only the fields filled in (worker/README.md); NULL when empty.
  trip TEXT CHECK (trip IS NULL OR json_valid(trip)),
  newsletter INTEGER NOT NULL CHECK (newsletter IN (0, 1)),
  email_status TEXT NOT NULL DEFAULT 'pending' CHECK (email_status IN ('pending', 'sent')),
  email_attempts INTEGER NOT NULL DEFAULT 0,
  email_error TEXT,
  -- While pending: when the next attempt is due (also a short lease while one is under way).
  email_retry_at TEXT,
  emailed_at TEXT
);

CREATE INDEX enquiries_pending ON enquiries (email_retry_at) WHERE email_status = 'pending';

CREATE TABLE consultations (
  id TEXT PRIMARY KEY NOT NULL,
  -- When the slot begins (its London wall-clock time, in UTC): a slot can be booked once.
  slot_start TEXT NOT NULL UNIQUE,
  -- The London date and slot as the visitor chose them: "2026-12-07", "02:00 PM".
  date TEXT NOT NULL,
  slot TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT,
  notes TEXT,
  created_at TEXT NOT NULL,
  email_status TEXT NOT NULL DEFAULT 'pending' CHECK (email_status IN ('pending', 'sent')),
  email_attempts INTEGER NOT NULL DEFAULT 0,
  email_error TEXT,
  email_retry_at TEXT,
  emailed_at TEXT
);

CREATE INDEX consultations_by_date ON consultations (date);
CREATE INDEX consultations_pending ON consultations (email_retry_at) WHERE email_status = 'pending';
