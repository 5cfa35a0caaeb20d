"use client";

import { useId, useState, type FormEvent } from "react";
import { attributionSource } from "@/lib/attribution-capture";
import { FORM_ACTIONS } from "@/lib/forms/actions";
import { useTurnstile } from "@/lib/hooks/use-turnstile";
import { DAILY_LIMIT_ERROR, SUBSCRIBE_PATH } from "@/lib/newsletter";

/** Cloudflare Turnstile's site key, fixed at build; without one no widget loads and no token is sent. */
const TURNSTILE_SITE_KEY = process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY?.trim() || undefined;

type NewsletterBoxProps = {
  heading: string;
  text: string;
  emailLabel: string;
  placeholder: string;
  buttonLabel: string;
  sendingLabel: string;
  /** What the visitor agrees to; sent word for word, and the Worker stores its own copy of it. */
  consent: string;
  privacyLabel: string;
  privacyHref: string;
  successMessage: string;
  errorMessage: string;
  /** When no more sign-ups are taken today (the site's, or this connection's, daily limit). */
  dailyLimitMessage: string;
};

/** "closed": the API refused with daily_limit, so the box asks to come back tomorrow. */
type Status = "idle" | "sending" | "sent" | "failed" | "closed";

/** What a refused sign-up says of itself; anything unreadable counts as a plain failure. */
async function refusalCode(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    return typeof body === "object" && body !== null && "error" in body ? String(body.error) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The 'Exclusive Updates' box. A sign-up goes to the site's own API (POST /api/subscribe), which stores it
 * as pending and e-mails a link to confirm it (double opt-in). The box then asks the visitor to check their
 * inbox; a failure says so and keeps what was typed, and a daily limit (429 daily_limit: the site's
 * sign-ups, or this connection's forms) asks to try again tomorrow. Without JavaScript the form does nothing
 * (method="dialog"), so an address never ends up in a URL or a server log.
 */
export function NewsletterBox({
  heading,
  text,
  emailLabel,
  placeholder,
  buttonLabel,
  sendingLabel,
  consent,
  privacyLabel,
  privacyHref,
  successMessage,
  errorMessage,
  dailyLimitMessage,
}: NewsletterBoxProps) {
  const [status, setStatus] = useState<Status>("idle");
  const id = useId();
  const {
    box: turnstileBox,
    start: startTurnstile,
    token: turnstileToken,
    enabled: checked,
  } = useTurnstile(TURNSTILE_SITE_KEY, FORM_ACTIONS.subscribe);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === "sending") return;
    const form = event.currentTarget;
    const data = new FormData(form);
    setStatus("sending");
    try {
      const token = checked ? await turnstileToken().catch(() => undefined) : undefined;
      const response = await fetch(SUBSCRIBE_PATH, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({
          email: String(data.get("email") ?? ""),
          consent,
          page: window.location.pathname,
          website: String(data.get("website") ?? ""),
          ...(token ? { turnstileToken: token } : {}),
          ...attributionSource(),
        }),
      });
      if (response.ok) {
        form.reset();
        setStatus("sent");
      } else {
        setStatus((await refusalCode(response)) === DAILY_LIMIT_ERROR ? "closed" : "failed");
      }
    } catch {
      setStatus("failed");
    }
  };

  const message = status === "sent" ? successMessage : "";
  const problem = status === "failed" ? errorMessage : status === "closed" ? dailyLimitMessage : "";
  return (
    <section aria-labelledby={`${id}-heading`} className="relative isolate overflow-hidden bg-navy p-7 text-ivory">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgb(194_163_107/0.28),transparent_65%)]"
      />
      <p className="eyebrow text-gold-light">Newsletter</p>
      <h2 id={`${id}-heading`} className="mt-3 text-[1.75rem] leading-tight text-white">
        {heading}
      </h2>
      <p className="mt-3 text-[0.9375rem] leading-relaxed text-ivory/80">{text}</p>
      <form
        method="dialog"
        onSubmit={onSubmit}
        // Cloudflare's check, where the site has a key, starts when the visitor first reaches the box.
        onFocus={startTurnstile}
        onChange={() => status !== "sending" && setStatus("idle")}
        className="mt-6 space-y-3"
      >
        <label htmlFor={`${id}-email`} className="block text-sm font-medium text-ivory">
          {emailLabel}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={placeholder}
          aria-describedby={`${id}-consent${problem ? ` ${id}-error` : ""}`}
          aria-invalid={status === "failed" ? true : undefined}
          className="block min-h-12 w-full rounded-full border border-white/30 bg-white/10 px-5 text-ivory placeholder:text-ivory/55 focus:border-gold-light focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold"
        />
        {/* The honeypot: hidden from people and from assistive technology; a bot that fills it is ignored. */}
        <div aria-hidden="true" className="hidden">
          <label htmlFor={`${id}-website`}>Website</label>
          <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        {checked ? <div ref={turnstileBox} className="empty:hidden" /> : null}
        <button
          type="submit"
          aria-disabled={status === "sending" ? true : undefined}
          className="inline-flex min-h-12 w-full items-center justify-center rounded-full bg-gold px-7 text-sm font-semibold tracking-wide text-navy-deep transition-colors duration-300 ease-luxe hover:bg-gold-light"
        >
          {status === "sending" ? sendingLabel : buttonLabel}
        </button>
        <p id={`${id}-consent`} className="text-xs leading-relaxed text-ivory/75">
          {consent}{" "}
          <a
            href={privacyHref}
            className="text-gold-light underline decoration-gold/60 underline-offset-4 hover:text-white"
          >
            {privacyLabel}
          </a>
        </p>
      </form>
      <p role="status" className="mt-4 text-sm leading-relaxed text-gold-light">
        {message}
      </p>
      <p
        id={`${id}-error`}
        role="alert"
        className="mt-4 border-l-2 border-terracotta pl-3 text-sm leading-relaxed text-ivory empty:hidden"
      >
        {problem}
      </p>
    </section>
  );
}
