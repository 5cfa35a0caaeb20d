"use client";

import { useEffect } from "react";
import { ErrorView } from "@/components/errors/error-view";

export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorView message={error.message || error.digest || "Unknown error"} onRetry={reset} />;
}
