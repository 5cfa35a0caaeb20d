-- The owner's desk (worker/desk.ts, worker/README.md "The owner's desk"). Times are ISO 8601 in UTC.

-- Where each lead came from, as the visitor's browser recorded it (lib/attribution.ts): the first page of
-- the visit (path and query), the referring site's host name, the five utm_ parameters, how many pages were
-- seen before the form, and the last five paths (a JSON array). All NULL when the form sent none, or sent
-- one that broke the rules (the lead is stored all the same). Kept, and deleted, with the row itself.
ALTER TABLE enquiries ADD COLUMN src_landing TEXT;
ALTER TABLE enquiries ADD COLUMN src_referrer_host TEXT;
ALTER TABLE enquiries ADD COLUMN src_utm_source TEXT;
ALTER TABLE enquiries ADD COLUMN src_utm_medium TEXT;
ALTER TABLE enquiries ADD COLUMN src_utm_campaign TEXT;
ALTER TABLE enquiries ADD COLUMN src_utm_term TEXT;
ALTER TABLE enquiries ADD COLUMN src_utm_content TEXT;
ALTER TABLE enquiries ADD COLUMN src_pages INTEGER;
ALTER TABLE enquiries ADD COLUMN src_recent TEXT CHECK (src_recent IS NULL OR (json_valid(src_recent) AND json_type(src_recent) = 'array'));

ALTER TABLE consultations ADD COLUMN src_landing TEXT;
ALTER TABLE consultations ADD COLUMN src_referrer_host TEXT;
ALTER TABLE consultations ADD COLUMN src_utm_source TEXT;
ALTER TABLE consultations ADD COLUMN src_utm_medium TEXT;
ALTER TABLE consultations ADD COLUMN src_utm_campaign TEXT;
ALTER TABLE consultations ADD COLUMN src_utm_term TEXT;
ALTER TABLE consultations ADD COLUMN src_utm_content TEXT;
ALTER TABLE consultations ADD COLUMN src_pages INTEGER;
ALTER TABLE consultations ADD COLUMN src_recent TEXT CHECK (src_recent IS NULL OR (json_valid(src_recent) AND json_type(src_recent) = 'array'));

ALTER TABLE subscribers ADD COLUMN src_landing TEXT;
ALTER TABLE subscribers ADD COLUMN src_referrer_host TEXT;
ALTER TABLE subscribers ADD COLUMN src_utm_source TEXT;
ALTER TABLE subscribers ADD COLUMN src_utm_medium TEXT;
ALTER TABLE subscribers ADD COLUMN src_utm_campaign TEXT;
ALTER TABLE subscribers ADD COLUMN src_utm_term TEXT;
ALTER TABLE subscribers ADD COLUMN src_utm_content TEXT;
ALTER TABLE subscribers ADD COLUMN src_pages INTEGER;
ALTER TABLE subscribers ADD COLUMN src_recent TEXT CHECK (src_recent IS NULL OR (json_valid(src_recent) AND json_type(src_recent) = 'array'));

-- Where the owner is with each lead (lib/desk.ts, LEAD_STATUSES). Every lead starts 'new'; any move between
-- these values is allowed, and each one is written to lead_events.
ALTER TABLE enquiries ADD COLUMN lead_status TEXT NOT NULL DEFAULT 'new'
  CHECK (lead_status IN ('new', 'replied', 'proposal_sent', 'booked', 'closed_won', 'closed_lost'));
ALTER TABLE consultations ADD COLUMN lead_status TEXT NOT NULL DEFAULT 'new'
  CHECK (lead_status IN ('new', 'replied', 'proposal_sent', 'booked', 'closed_won', 'closed_lost'));
CREATE INDEX enquiries_by_lead_status ON enquiries (lead_status, created_at);
CREATE INDEX consultations_by_lead_status ON consultations (lead_status, created_at);

-- A lead's history: each status change and each note, when, and by whom (the e-mail Cloudflare Access
-- signed in). Deleted with its lead, by the triggers below (the retention job and an erasure alike).
CREATE TABLE lead_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_kind TEXT NOT NULL CHECK (lead_kind IN ('enquiry', 'consultation')),
  lead_id TEXT NOT NULL,
  at TEXT NOT NULL,
  by_email TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('status', 'note')),
  from_status TEXT,
  to_status TEXT,
  note TEXT
);
CREATE INDEX lead_events_by_lead ON lead_events (lead_kind, lead_id, id);

CREATE TRIGGER enquiries_forget_events AFTER DELETE ON enquiries BEGIN
  DELETE FROM lead_events WHERE lead_kind = 'enquiry' AND lead_id = OLD.id;
END;
CREATE TRIGGER consultations_forget_events AFTER DELETE ON consultations BEGIN
  DELETE FROM lead_events WHERE lead_kind = 'consultation' AND lead_id = OLD.id;
  -- The booking's manage-link hashes and its queued e-mails (migrations/0007) go with it too, so an erasure
  -- or the retention job leaves nothing that points at the booking.
  DELETE FROM consultation_tokens WHERE consultation_id = OLD.id;
  DELETE FROM consultation_emails WHERE consultation_id = OLD.id;
END;

-- What the desk erased: when, who asked, and how many rows of each kind. Never the address itself.
CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL,
  by_email TEXT NOT NULL,
  action TEXT NOT NULL,
  -- JSON: counts only ({"enquiries":1,"consultations":0,"subscribers":1}).
  details TEXT NOT NULL CHECK (json_valid(details))
);

-- The London days the owner's daily digest went out on (worker/digest.ts): at most one a day.
CREATE TABLE desk_digest (
  day TEXT PRIMARY KEY NOT NULL,
  sent_at TEXT NOT NULL
);
