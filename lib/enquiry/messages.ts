/*
 * The enquiry's fixed words (docs/requirements.md, "Enquiry form"): the subject the agency receives, the
 * message field's hint and the spec fields' inline messages. Both the form's model (index.ts) and its rules
 * (schema.ts) import them from here, so neither imports the other for its words. The messages of "Tell us
 * more" stay with their rules in schema.ts, so they load only with them.
 */

export const ENQUIRY_SUBJECT = "New Travel Enquiry";
export const MESSAGE_HINT = "Please provide details about your travel plans";

export const ENQUIRY_MESSAGES = {
  firstName: "Please enter your first name.",
  lastName: "Please enter your last name.",
  emailMissing: "Please enter your e-mail address.",
  emailInvalid: "Please enter a full e-mail address, such as name@example.com.",
  message: "Please tell us a little about the journey you have in mind.",
} as const;
