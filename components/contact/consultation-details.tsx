import type { FormEvent } from "react";
import { controlClasses, describedBy, Field, fieldIds } from "@/components/contact/form-field";
import { buttonClasses } from "@/components/ui/button-link";
import { BOOKING_FAILED_TITLE, BOOKING_SENDING_LABEL, type BookingDetails } from "@/lib/booking/api";
import type { DeliveryFailure } from "@/lib/enquiry/delivery";
import { ENQUIRY_MESSAGES } from "@/lib/enquiry/messages";
import { emailProblem, nameProblem, phoneProblem, textProblem } from "@/lib/forms/fields";
import type { FieldMessages } from "@/lib/enquiry/payload";
import { describeFailure } from "@/lib/enquiry/submission";
import { unbreakable } from "@/lib/text";

/** Every id in this form starts with it, apart from the enquiry form's on the same page. */
const BOOKING_FORM = "booking";
const DETAIL_FIELDS = ["firstName", "lastName", "email", "phone", "notes"] as const;
/** Names sit side by side where the panel is wide enough; everything else takes the whole row. */
const WIDE = "sm:col-span-2 lg:col-span-1 xl:col-span-2";

export type DetailsWords = { heading: string; intro: string; notesLabel: string; submit: string };

/**
 * The fields, as the enquiry form checks them and with its messages: a name each, and an e-mail address the
 * browser's own type="email" check accepts, then the shared field rules (lib/forms/fields.ts) the API runs
 * too (422 with the same words).
 */
export function checkDetails(values: BookingDetails, form: HTMLFormElement): FieldMessages {
  const problems: FieldMessages = {};
  const keep = (name: keyof BookingDetails, message: string | undefined) => {
    if (message) problems[name] ??= message;
  };
  if (!values.firstName.trim()) problems.firstName = ENQUIRY_MESSAGES.firstName;
  if (!values.lastName.trim()) problems.lastName = ENQUIRY_MESSAGES.lastName;
  keep("firstName", nameProblem(values.firstName, "first"));
  keep("lastName", nameProblem(values.lastName, "last"));
  const email = form.elements.namedItem("email") as HTMLInputElement | null;
  if (!values.email.trim()) problems.email = ENQUIRY_MESSAGES.emailMissing;
  keep("email", emailProblem(values.email));
  if (email?.validity.typeMismatch) keep("email", ENQUIRY_MESSAGES.emailInvalid);
  keep("phone", phoneProblem(values.phone));
  keep("notes", textProblem(values.notes));
  return problems;
}

/** The id of the first field with a problem, in the form's order, for focus to move to. */
export const firstProblem = (problems: FieldMessages) =>
  DETAIL_FIELDS.filter((name) => problems[name]).map((name) => fieldIds(name, BOOKING_FORM).input)[0];

type ConsultationDetailsProps = {
  id: string;
  /** "Monday 7 December 2026 at 2pm": the time being booked. */
  when: string;
  words: DetailsWords;
  values: BookingDetails;
  errors: FieldMessages;
  sending: boolean;
  failure?: DeliveryFailure;
  contact: { email: string; phone: { display: string; href: string } };
  submitId: string;
  onChange: (name: keyof BookingDetails, value: string) => void;
  onSubmit: (form: HTMLFormElement) => void;
  /** Where Cloudflare's check renders, if the site has a key, and what starts it (see useTurnstile). */
  turnstileBox?: (node: HTMLDivElement | null) => void;
  onFocus?: () => void;
};

export function ConsultationDetails(props: ConsultationDetailsProps) {
  const {
    id,
    when,
    words,
    values,
    errors,
    sending,
    failure,
    contact,
    submitId,
    onChange,
    onSubmit,
    turnstileBox,
    onFocus,
  } = props;
  const control = (name: keyof BookingDetails) => ({
    id: fieldIds(name, BOOKING_FORM).input,
    name,
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) => onChange(name, event.currentTarget.value),
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": describedBy(name, { error: Boolean(errors[name]) }, BOOKING_FORM),
    className: controlClasses,
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(event.currentTarget);
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      onFocus={onFocus}
      aria-labelledby={`${id}-heading`}
      aria-busy={sending}
      className="grid gap-5 border-t border-line pt-5 sm:grid-cols-2 sm:rounded-xl sm:border sm:border-gold/40 sm:bg-ivory/70 sm:p-6 lg:grid-cols-1 xl:grid-cols-2"
    >
      <div id={id} tabIndex={-1} className={`scroll-mt-48 outline-none ${WIDE}`}>
        <h3 id={`${id}-heading`} className="font-display text-2xl text-navy">
          {words.heading}
        </h3>
        <p className="mt-1 text-sm font-semibold text-navy">{when}, UK time</p>
        <p className="mt-2 text-sm leading-relaxed text-muted">{words.intro}</p>
      </div>
      <Field form={BOOKING_FORM} name="firstName" label="First name" error={errors.firstName}>
        <input type="text" autoComplete="given-name" required {...control("firstName")} />
      </Field>
      <Field form={BOOKING_FORM} name="lastName" label="Last name" error={errors.lastName}>
        <input type="text" autoComplete="family-name" required {...control("lastName")} />
      </Field>
      <Field form={BOOKING_FORM} name="email" label="E-mail address" error={errors.email} className={WIDE}>
        <input type="email" inputMode="email" autoComplete="email" spellCheck={false} required {...control("email")} />
      </Field>
      <Field form={BOOKING_FORM} name="phone" label="Phone" optional error={errors.phone} className={WIDE}>
        <input type="tel" autoComplete="tel" {...control("phone")} />
      </Field>
      <Field form={BOOKING_FORM} name="notes" label={words.notesLabel} optional error={errors.notes} className={WIDE}>
        <textarea rows={3} {...control("notes")} className={`${controlClasses} min-h-24 resize-y`} />
      </Field>

      {/* People never see or reach this field; scripts that fill every input do, and are quietly ignored. */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor={fieldIds("website", BOOKING_FORM).input}>Leave this field empty</label>
        <input
          id={fieldIds("website", BOOKING_FORM).input}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>

      {failure ? (
        <div
          data-testid="booking-failure"
          className={`${WIDE} rounded-xl border border-error/40 bg-error/[0.04] p-4 text-sm leading-relaxed text-ink`}
        >
          <p className="font-semibold text-error">{BOOKING_FAILED_TITLE}</p>
          <p className="mt-1">
            {describeFailure(failure)} Everything you typed is still here, so you can simply try again, or call{" "}
            <a
              href={contact.phone.href}
              className="font-medium text-ocean underline decoration-gold underline-offset-4"
            >
              {unbreakable(contact.phone.display)}
            </a>{" "}
            or e-mail{" "}
            <a
              href={`mailto:${contact.email}`}
              className="font-medium text-ocean underline decoration-gold underline-offset-4"
            >
              {contact.email}
            </a>{" "}
            and we will book it for you.
          </p>
        </div>
      ) : null}

      {/* Cloudflare's check appears here only if it needs the visitor (interaction-only). */}
      {turnstileBox ? <div ref={turnstileBox} className={`empty:hidden ${WIDE}`} /> : null}

      <button
        id={submitId}
        type="submit"
        disabled={sending}
        aria-busy={sending}
        className={buttonClasses("dark", `${WIDE} w-full disabled:cursor-not-allowed disabled:bg-navy/75`)}
      >
        {sending ? (
          <>
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-ivory/30 border-t-ivory"
            />
            {BOOKING_SENDING_LABEL}
          </>
        ) : (
          words.submit
        )}
      </button>
    </form>
  );
}
