import { Link } from "@/components/ui/link";
import { normalisePath } from "@/lib/seo/paths";
import { BannerClose } from "./banner-close";

type ConsultationBannerProps = {
  heading: string;
  text: string;
  button: { label: string; href: string };
  closeLabel: string;
};

/** One banner per page at most, so its heading can have a fixed id. */
const HEADING_ID = "consultation-banner-heading";

/**
 * A floating invitation pinned to the bottom of the viewport. It is rendered on the server (no layout shift
 * when scripts run, no component code shipped); only its close button is a client island. It takes no room
 * in the flow: the wrapper pulls itself up by its own height, so it comes to rest over the bottom padding
 * of the section above it (the closing call to action), never over the footer, and closing it moves
 * nothing.
 */
export function ConsultationBanner({ heading, text, button, closeLabel }: ConsultationBannerProps) {
  return (
    <div
      data-consultation-banner=""
      className="pointer-events-none sticky bottom-0 z-40 -mt-24 flex h-24 items-end px-3 pb-2 md:-mt-32 md:h-32 md:px-6 md:pb-5"
    >
      <section
        aria-labelledby={HEADING_ID}
        className="pointer-events-auto relative mx-auto flex w-full max-w-4xl items-center gap-3 rounded-2xl bg-navy-deep/95 py-3 pr-3 pl-5 text-white shadow-card ring-1 ring-gold/35 backdrop-blur-md md:gap-6 md:rounded-full md:py-3 md:pl-8"
      >
        <div className="min-w-0 flex-1">
          <h2
            id={HEADING_ID}
            className="font-display text-[1.1rem] leading-[1.15] text-white sm:text-[1.25rem] md:text-2xl"
          >
            {heading}
          </h2>
          <p className="mt-0.5 hidden text-sm text-white/70 lg:block">{text}</p>
        </div>
        <Link
          href={normalisePath(button.href)}
          className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-full bg-gold px-4 text-[0.8125rem] font-semibold tracking-wide text-navy-deep transition-colors duration-300 hover:bg-gold-light md:px-6 md:text-sm"
        >
          {button.label}
        </Link>
        <BannerClose label={closeLabel} />
      </section>
    </div>
  );
}
