-- The visitor's shortlist (issue 28): the itineraries and destination guides they saved on the site and sent
-- with the enquiry, as a JSON array of slugs in their order (worker/enquiry.ts keeps only slugs the site
-- has). NULL when the enquiry carried none, which every enquiry stored before this column did.
ALTER TABLE enquiries ADD COLUMN shortlist TEXT CHECK (shortlist IS NULL OR (json_valid(shortlist) AND json_type(shortlist) = 'array'));
