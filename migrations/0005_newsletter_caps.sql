-- The newsletter's limits on confirmation e-mails (worker/newsletter-caps.ts, worker/README.md "Newsletter"). Both are
-- kept apart from `subscribers`, whose rows a visitor can delete (by unsubscribing) or outlive (a pending
-- sign-up expires): a limit counted from those rows could be reset by the person it limits.

-- Sign-ups accepted per day in London ("2026-11-28"), site-wide. At most NEWSLETTER_DAILY_CONFIRMATIONS a
-- day (wrangler.jsonc), so no more confirmation e-mails than that go out. One row a day, nothing personal.
CREATE TABLE newsletter_daily (
  day TEXT PRIMARY KEY NOT NULL,
  signups INTEGER NOT NULL
);

-- When each address was last sent a confirmation e-mail, by the SHA-256 of the address in lower case:
-- at most one per address per 24 hours, even after its sign-up was deleted. The scheduled job deletes a
-- row 24 hours after its e-mail (worker/retention.ts).
CREATE TABLE newsletter_recent (
  address_hash TEXT PRIMARY KEY NOT NULL,
  emailed_at TEXT NOT NULL
);

CREATE INDEX newsletter_recent_emailed ON newsletter_recent (emailed_at);
