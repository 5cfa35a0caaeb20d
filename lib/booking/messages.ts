/*
 * The booking's own messages, shown by the form and sent by the API (request.ts, worker/consultation.ts).
 * In a module of their own so the browser can show them without loading the API's rules (zod).
 */

export const BOOKING_MESSAGES = {
  date: "Please choose a weekday from tomorrow on, within the dates the calendar shows.",
  slot: "Please choose one of the times shown.",
  slotTaken: "Sorry, that time has just been booked by someone else. Please choose another time.",
  /**
   * One upcoming call per address. It says neither that a call exists nor when, so typing someone else's
   * address tells nothing about their plans.
   */
  alreadyBooked:
    "We cannot book another call for this e-mail address online. Please call or e-mail us and we will find a time together.",
  timeZone: "The time zone must be an IANA name such as Europe/London.",
} as const;
