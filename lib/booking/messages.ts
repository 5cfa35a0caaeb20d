/*
 * The booking's own messages, shown by the form and sent by the API (request.ts, worker/consultation.ts).
 * In a module of their own so the browser can show them without loading the API's rules (zod).
 */

export const BOOKING_MESSAGES = {
  date: "Please choose a weekday from tomorrow on.",
  slot: "Please choose one of the times shown.",
  slotTaken: "Sorry, that time has just been booked by someone else. Please choose another time.",
} as const;
