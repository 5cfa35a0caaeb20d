import { useSearchParams } from "next/navigation";
import { useEffect } from "react";

/**
 * Reports the ?destination= parameter, on arrival and whenever a link changes it (the footer's popular
 * destinations can be followed while already on the map). Rendered inside its own Suspense boundary, so
 * reading the query never keeps the map itself out of the static HTML.
 */
export function DestinationParam({ onChange }: { onChange: (value: string) => void }) {
  const value = useSearchParams().get("destination");
  useEffect(() => {
    if (value) onChange(value);
  }, [value, onChange]);
  return null;
}
