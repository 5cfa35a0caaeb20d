/* The budgets of the enquiry form's "Tell us more", which the trip finder offers too (lib/finder/bands.ts). */

export type Choice = { value: string; label: string };

/** Per person, in pounds: the value is what the agency receives, the label what the visitor reads. */
export const BUDGETS: readonly Choice[] = [
  { value: "under-3000", label: "Under £3,000" },
  { value: "3000-5000", label: "£3,000 to £5,000" },
  { value: "5000-8000", label: "£5,000 to £8,000" },
  { value: "8000-12000", label: "£8,000 to £12,000" },
  { value: "12000-plus", label: "£12,000 or more" },
  { value: "not-sure", label: "Not sure yet" },
];
