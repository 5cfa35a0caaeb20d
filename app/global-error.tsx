"use client";

import { ErrorView } from "@/components/errors/error-view";
import "./globals.css";

/** Replaces the root layout when the layout itself fails, so it renders its own document. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en-GB">
      <body>
        <main id="main">
          <ErrorView message={error.message || error.digest || "Unknown error"} onRetry={reset} />
        </main>
      </body>
    </html>
  );
}
