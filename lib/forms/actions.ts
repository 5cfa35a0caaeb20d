/*
 * The Turnstile action each form's widget is rendered with (at most 32 letters, digits, - or _). Siteverify
 * hands it back with the verdict, and the Worker accepts a token only on the route whose action it names, so
 * a token solved on the newsletter box cannot send an enquiry, nor the other way round.
 */
export const FORM_ACTIONS = {
  enquiry: "enquiry",
  consultation: "consultation",
  subscribe: "subscribe",
} as const;

export type FormAction = (typeof FORM_ACTIONS)[keyof typeof FORM_ACTIONS];
