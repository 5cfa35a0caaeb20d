"use client";

import { Link } from "@/components/ui/link";
import { useEffect, useReducer, useRef } from "react";
import { useForm } from "react-hook-form";
import { ArrowRight } from "@/components/icons/glyphs";
import { buttonClasses } from "@/components/ui/button-link";
import { controlClasses, describedBy, Field, fieldIds } from "@/components/contact/form-field";
import { TripDetails } from "@/components/contact/trip-details";
import {
  ENQUIRY_DEFAULTS,
  enquiryResolver,
  preloadEnquiryRules,
  type EnquiryInput,
  type EnquiryValues,
} from "@/lib/enquiry";
import { MESSAGE_HINT } from "@/lib/enquiry/messages";
import type { DeliverySettings } from "@/lib/enquiry/delivery";
import { clearDraft, pendingEnquiryId, readDraft, sessionDraftStorage, writeDraft } from "@/lib/enquiry/draft";
import { FORM_ACTIONS } from "@/lib/forms/actions";
import { useTurnstile } from "@/lib/hooks/use-turnstile";
import { subjectFrom, type EnquirySubject, type EnquirySubjects } from "@/lib/enquiry/subject";
import { finderPrefillFrom } from "@/lib/finder/prefill";
import {
  describeFailure,
  FAILED_NOTICE_TITLE,
  initialSubmitState,
  SENDING_LABEL,
  SENT_NOTICE,
  submitEnquiry,
  submitReducer,
} from "@/lib/enquiry/submission";
import { hasTrip, monthValue, TRIP_FIELDS, type Choice } from "@/lib/enquiry/trip";
import { notify } from "@/lib/notify";
import { unbreakable } from "@/lib/text";
import { useHydrated } from "@/lib/hooks";

export type EnquiryFormProps = {
  /** The agency's address: the enquiry is addressed to it. */
  recipient: string;
  delivery: DeliverySettings;
  phone: { display: string; href: string };
  email: string;
  privacyHref: string;
  /** What ?destination=, ?itinerary= and ?specialism= can name. */
  subjects?: EnquirySubjects;
  /** The months "Tell us more" offers, from the month the page was built. */
  months?: readonly Choice[];
};

const SUBMIT_LABEL = "Send Message";

export function EnquiryForm({
  recipient,
  delivery,
  phone,
  email,
  privacyHref,
  subjects,
  months = [],
}: EnquiryFormProps) {
  const [state, dispatch] = useReducer(submitReducer, initialSubmitState);
  const ready = useHydrated();
  const sending = useRef(false);
  const submitButton = useRef<HTMLButtonElement>(null);
  const tellUsMore = useRef<HTMLDetailsElement>(null);
  const {
    box: turnstileBox,
    start: startTurnstile,
    token: turnstileToken,
    enabled: checked,
  } = useTurnstile(delivery.turnstileSiteKey, FORM_ACTIONS.enquiry);
  const {
    register,
    handleSubmit,
    reset,
    subscribe,
    formState: { errors },
  } = useForm<EnquiryInput, unknown, EnquiryValues>({
    resolver: enquiryResolver,
    defaultValues: ENQUIRY_DEFAULTS,
    shouldFocusError: true,
  });

  // What the address names, once the page runs in the browser (the static HTML has no address).
  const subject = ready && subjects ? subjectFrom(window.location.search, subjects) : undefined;
  // The HTML offers the months from the build on; in the browser, those already past are dropped.
  const offered = ready ? months.filter((month) => month.value >= monthValue(new Date())) : months;

  // Bring back an unsent draft, or fill in what the visitor came from (?itinerary=, ?destination= or
  // ?specialism=); then keep the draft in step with every keystroke. What they typed always wins over the
  // address. A draft with "Tell us more" filled in opens it again.
  useEffect(() => {
    const storage = sessionDraftStorage();
    const draft = readDraft(storage);
    const subject = subjects ? subjectFrom(window.location.search, subjects) : undefined;
    // The trip finder's choices (?month=, ?budget=, ?nights=, ?region=): "Tell us more" and a line to start on.
    const { note, ...finderTrip } = finderPrefillFrom(window.location.search, new Date());
    const message = `${subject?.message ?? ""}${note ?? ""}`;
    if (draft || subject || note || hasTrip(finderTrip)) {
      reset({
        ...ENQUIRY_DEFAULTS,
        ...(subject?.destination ? { destination: subject.destination } : {}),
        ...(message ? { message } : {}),
        ...finderTrip,
        ...draft,
      });
    }
    if (hasTrip({ ...finderTrip, ...draft }) && tellUsMore.current) tellUsMore.current.open = true;
    return subscribe({ formState: { values: true }, callback: ({ values }) => writeDraft(storage, values) });
  }, [reset, subscribe, subjects]);

  // A mistake inside "Tell us more" must be seen: unfold it before the form moves focus to the field.
  const unfoldOnError = (invalid: Partial<Record<string, unknown>>) => {
    if (TRIP_FIELDS.some((name) => invalid[name]) && tellUsMore.current) tellUsMore.current.open = true;
  };

  const send = async (values: EnquiryValues) => {
    if (sending.current) return;
    sending.current = true;
    dispatch({ type: "submit" });
    const outcome = await submitEnquiry(values, {
      recipient,
      delivery,
      id: pendingEnquiryId(sessionDraftStorage()),
      ...(subject?.shortlist ? { shortlist: subject.shortlist.slugs } : {}),
      ...(checked ? { turnstileToken } : {}),
    });
    dispatch({ type: "settle", outcome });
    sending.current = false;

    if (outcome.kind === "failed") {
      void notify("error", FAILED_NOTICE_TITLE, {
        description: `${describeFailure(outcome.failure)} Everything you typed is still here: please try again, or e-mail ${email} or call ${phone.display}.`,
        duration: 12_000,
      });
    } else {
      reset(ENQUIRY_DEFAULTS);
      clearDraft(sessionDraftStorage());
      void notify("success", SENT_NOTICE.title, { description: SENT_NOTICE.description });
    }
  };

  // The button was disabled while sending, which drops keyboard focus: give it back once it is enabled.
  useEffect(() => {
    if (state.status !== "sent" && state.status !== "failed") return;
    if (document.activeElement === document.body) submitButton.current?.focus();
  }, [state]);

  const submitting = state.status === "submitting";
  const validity = (name: keyof typeof errors) => ({
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": describedBy(name, { error: Boolean(errors[name]) }),
  });

  return (
    <form
      noValidate={ready}
      onSubmit={(event) => void handleSubmit(send, unfoldOnError)(event)}
      // The rules, and Turnstile where the site has a key, load once the visitor starts on the form, so
      // they are there before the first send and cost the page nothing before.
      onFocus={() => {
        preloadEnquiryRules();
        startTurnstile();
      }}
      aria-busy={submitting}
      aria-label="Enquiry form"
      data-ready={ready ? "true" : undefined}
      className="relative grid gap-6 sm:grid-cols-2"
    >
      <noscript>
        <p className="rounded-xl bg-sand p-4 text-sm text-ink sm:col-span-2">
          This form needs JavaScript to send. You can reach us just as well at{" "}
          <a href={`mailto:${email}`} className="font-medium text-ocean underline">
            {email}
          </a>{" "}
          or on{" "}
          <a href={phone.href} className="font-medium text-ocean underline">
            {unbreakable(phone.display)}
          </a>
          .
        </p>
      </noscript>

      <SubjectNote subject={subject} />
      <Field name="firstName" label="First name" error={errors.firstName?.message}>
        <input
          id={fieldIds("firstName").input}
          type="text"
          autoComplete="given-name"
          required
          className={controlClasses}
          {...validity("firstName")}
          {...register("firstName")}
        />
      </Field>
      <Field name="lastName" label="Last name" error={errors.lastName?.message}>
        <input
          id={fieldIds("lastName").input}
          type="text"
          autoComplete="family-name"
          required
          className={controlClasses}
          {...validity("lastName")}
          {...register("lastName")}
        />
      </Field>
      <Field name="email" label="E-mail address" error={errors.email?.message}>
        <input
          id={fieldIds("email").input}
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          required
          className={controlClasses}
          {...validity("email")}
          {...register("email")}
        />
      </Field>
      <Field name="phone" label="Phone" optional>
        <input
          id={fieldIds("phone").input}
          type="tel"
          autoComplete="tel"
          className={controlClasses}
          {...register("phone")}
        />
      </Field>
      <Field name="destination" label="Where would you like to go?" optional className="sm:col-span-2">
        <input
          id={fieldIds("destination").input}
          type="text"
          placeholder="The Maldives, a Norwegian fjord cruise, not sure yet…"
          className={controlClasses}
          {...register("destination")}
        />
      </Field>
      <Field
        name="message"
        label="Message"
        hint={MESSAGE_HINT}
        error={errors.message?.message}
        className="sm:col-span-2"
      >
        <textarea
          id={fieldIds("message").input}
          rows={6}
          required
          className={`${controlClasses} min-h-40 resize-y`}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy("message", { hint: true, error: Boolean(errors.message) })}
          {...register("message")}
        />
      </Field>

      <TripDetails register={register} errors={errors} months={offered} detailsRef={tellUsMore} />

      <div className="sm:col-span-2">
        <label className="flex cursor-pointer items-start gap-3 text-sm text-ink">
          <input
            id={fieldIds("newsletter").input}
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-navy"
            {...register("newsletter")}
          />
          <span>Send me occasional travel inspiration and ideas by e-mail. You can unsubscribe at any time.</span>
        </label>
      </div>

      {/* People never see or reach this field; scripts that fill every input do, and are quietly ignored. */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor={fieldIds("website").input}>Leave this field empty</label>
        <input id={fieldIds("website").input} type="text" tabIndex={-1} autoComplete="off" {...register("website")} />
      </div>

      {state.status === "failed" ? (
        <div
          className="rounded-xl border border-error/40 bg-error/[0.04] p-5 text-sm leading-relaxed text-ink sm:col-span-2"
          data-testid="enquiry-failure"
        >
          <p className="font-semibold text-error">{FAILED_NOTICE_TITLE}</p>
          <p className="mt-1">
            {describeFailure(state.failure)} Everything you typed is still in the form, so you can simply try again. Or
            reach us directly:{" "}
            <a href={`mailto:${email}`} className="font-medium text-ocean underline decoration-gold underline-offset-4">
              {email}
            </a>{" "}
            or{" "}
            <a href={phone.href} className="font-medium text-ocean underline decoration-gold underline-offset-4">
              {unbreakable(phone.display)}
            </a>
            .
          </p>
        </div>
      ) : null}

      {/* Cloudflare's check appears here only if it needs the visitor (interaction-only). */}
      {checked ? <div ref={turnstileBox} className="empty:hidden sm:col-span-2" /> : null}

      <div className="flex flex-col gap-5 border-t border-line pt-6 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-sm text-xs leading-relaxed text-muted">
          We use your details only to reply to you. See our{" "}
          <Link href={privacyHref} className="underline decoration-gold underline-offset-4 hover:text-navy">
            privacy policy
          </Link>
          .
        </p>
        <button
          ref={submitButton}
          type="submit"
          disabled={submitting || !ready}
          aria-busy={submitting}
          className={buttonClasses("dark", "shrink-0 px-8 disabled:cursor-not-allowed disabled:bg-navy/75")}
        >
          {submitting ? (
            <>
              <span
                aria-hidden="true"
                className="size-4 animate-spin rounded-full border-2 border-ivory/30 border-t-ivory"
              />
              {SENDING_LABEL}
            </>
          ) : (
            <>
              {SUBMIT_LABEL}
              <ArrowRight className="size-4" />
            </>
          )}
        </button>
      </div>
    </form>
  );
}

/** Names the itinerary, specialism or shortlist the visitor came from, so they know the form already has it. */
function SubjectNote({ subject }: { subject?: EnquirySubject }) {
  if (subject?.shortlist) {
    const { names } = subject.shortlist;
    return (
      <div className="rounded-xl border border-gold/50 bg-sand/50 px-5 py-4 text-sm text-ink sm:col-span-2">
        <p>
          Your shortlist travels with this message, so we will see{" "}
          {names.length === 1 ? "the idea" : `all ${names.length} ideas`} you saved:
        </p>
        <ul className="mt-2 list-disc pl-5 font-semibold text-navy">
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
        <p className="mt-2">Tell us your dates and who is travelling, and we will shape them into one journey.</p>
      </div>
    );
  }
  const named = subject?.itinerary ?? subject?.specialism;
  if (!named) return null;
  return (
    <p className="rounded-xl border border-gold/50 bg-sand/50 px-5 py-4 text-sm text-ink sm:col-span-2">
      You are asking about {subject?.itinerary ? "our sample itinerary " : null}
      <strong className="font-semibold text-navy">{named}</strong>. Tell us your dates and who is travelling, and we
      will tailor it to you.
    </p>
  );
}
