-- The owner's busy times, read from the private calendar address in OWNER_CALENDAR_ICS_URL by the scheduled
-- job (worker/owner-calendar.ts): when each busy stretch starts and ends, ISO 8601 in UTC, and nothing else:
-- no title, description or guest of any event. The job replaces the whole set in one batch after a feed
-- was read in full; a feed that fails leaves it as it was.
CREATE TABLE owner_busy (
  start_utc TEXT NOT NULL,
  end_utc TEXT NOT NULL CHECK (end_utc > start_utc)
);

CREATE INDEX owner_busy_by_end ON owner_busy (end_utc, start_utc);

-- The last successful refresh (one row): when, and how many busy stretches it stored.
CREATE TABLE owner_calendar_sync (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  synced_at TEXT NOT NULL,
  intervals INTEGER NOT NULL
);
