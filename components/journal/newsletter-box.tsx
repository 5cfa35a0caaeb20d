"use client";

import { useId, useState, type FormEvent } from "react";

type NewsletterBoxProps = {
  heading: string;
  text: string;
  emailLabel: string;
  placeholder: string;
  buttonLabel: string;
  /** Shown on submit. Nothing is sent (there is no mailing list yet), and the message says so. */
  submittedMessage: string;
};

/**
 * The 'Exclusive Updates' box. There is no newsletter service behind it: a valid address is not sent or
 * kept anywhere, and the visitor is told exactly that. method="dialog" makes a submission without
 * JavaScript a no-op too, so an address never ends up in a URL or a server log.
 */
export function NewsletterBox({
  heading,
  text,
  emailLabel,
  placeholder,
  buttonLabel,
  submittedMessage,
}: NewsletterBoxProps) {
  const [submitted, setSubmitted] = useState(false);
  const id = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.currentTarget.reset();
    setSubmitted(true);
  };

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
      <form method="dialog" onSubmit={onSubmit} onChange={() => setSubmitted(false)} className="mt-6 space-y-3">
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
          className="block min-h-12 w-full rounded-full border border-white/30 bg-white/10 px-5 text-ivory placeholder:text-ivory/55 focus:border-gold-light focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold"
        />
        <button
          type="submit"
          className="inline-flex min-h-12 w-full items-center justify-center rounded-full bg-gold px-7 text-sm font-semibold tracking-wide text-navy-deep transition-colors duration-300 ease-luxe hover:bg-gold-light"
        >
          {buttonLabel}
        </button>
      </form>
      <p role="status" className="mt-4 text-sm leading-relaxed text-gold-light">
        {submitted ? submittedMessage : ""}
      </p>
    </section>
  );
}
