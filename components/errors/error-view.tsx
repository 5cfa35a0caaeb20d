import { buttonClasses } from "@/components/ui/button-link";

type ErrorViewProps = { message: string; onRetry?: () => void };

/** 'Unexpected Application Error!' with the error's status or message, when rendering fails unexpectedly. */
export function ErrorView({ message, onRetry }: ErrorViewProps) {
  return (
    <section className="flex min-h-[80svh] items-center bg-navy-deep pt-28 pb-20 text-white">
      <div className="container-luxe max-w-3xl">
        <p className="eyebrow text-gold-light">Something went wrong</p>
        <h1 className="mt-5 text-title text-white">Unexpected Application Error!</h1>
        <p className="mt-6 rounded-lg border border-white/15 bg-white/5 px-5 py-4 font-mono text-sm text-white/85">
          {message}
        </p>
        <div className="mt-10 flex flex-wrap gap-4">
          {onRetry ? (
            <button type="button" onClick={onRetry} className={buttonClasses("gold")}>
              Try again
            </button>
          ) : null}
          {/* A full page load, not a client-side navigation: it starts the app afresh, whatever state broke. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the reload is the point */}
          <a href="/" className={buttonClasses("light")}>
            Return to Home
          </a>
        </div>
      </div>
    </section>
  );
}
