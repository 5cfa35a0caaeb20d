"use client";

import { useEffect, useSyncExternalStore } from "react";
import { ButtonLink } from "@/components/ui/button-link";
import { resolveMissingPath, type MissingPathOptions } from "@/lib/seo/missing-path";

type View = "not-found" | "experience-not-found";

const COPY = {
  "not-found": {
    eyebrow: "404",
    title: "Page Not Found",
    message: "We're sorry, but the page you're looking for doesn't exist. Let us help you find your way back.",
    action: { href: "/", label: "Return to Home" },
  },
  "experience-not-found": {
    eyebrow: "Experiences",
    title: "Experience Not Found",
    message: "The experience you're looking for doesn't exist.",
    action: { href: "/experiences", label: "View All Experiences" },
  },
} as const;

const noSubscription = () => () => {};

/** The body of 404.html: the generic page in the served HTML, refined in the browser by the path. */
export function NotFoundView({ firstArticlePath }: MissingPathOptions) {
  // What the missing path asks for is read from the address bar, which the server render cannot see.
  const outcome = useSyncExternalStore(
    noSubscription,
    () => resolveMissingPath(window.location.pathname, { firstArticlePath }).kind,
    () => "not-found" as const,
  );
  const view: View = outcome === "experience-not-found" ? "experience-not-found" : "not-found";

  useEffect(() => {
    const { pathname, search } = window.location;
    const resolved = resolveMissingPath(pathname, { firstArticlePath });
    if (resolved.kind === "redirect") window.location.replace(resolved.to);
    else if (resolved.kind === "not-found") console.warn(`404: no page exists at ${pathname}${search}`);
  }, [firstArticlePath]);

  const copy = COPY[view];
  return (
    <section className="relative isolate flex min-h-[88svh] items-center overflow-hidden bg-navy pt-28 pb-20 text-white">
      <p
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-1/2 -z-10 -translate-y-1/2 text-center font-display text-[42vw] leading-none font-medium text-white/[0.04] select-none md:text-[30vw]"
      >
        404
      </p>
      <div className="container-luxe text-center">
        <p className="eyebrow text-gold-light">{copy.eyebrow}</p>
        <h1 className="mt-5 text-display text-white">{copy.title}</h1>
        <p className="mx-auto mt-6 max-w-xl text-lede text-white/80">{copy.message}</p>
        <div className="mt-10 flex justify-center">
          <ButtonLink href={copy.action.href}>{copy.action.label}</ButtonLink>
        </div>
      </div>
    </section>
  );
}
