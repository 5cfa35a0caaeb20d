import { useSearchParams } from "next/navigation";
import { useEffect } from "react";

/**
 * Reports a query parameter (the map's ?destination=), on arrival and whenever a link changes it (the footer's popular
 * destinations can be followed while already on the map). Rendered inside its own Suspense boundary, so
 * reading the query never keeps the map itself out of the static HTML.
 */
export function DestinationParam({ name, onChange }: { name: string; onChange: (value: string) => void }) {
  const value = useSearchParams().get(name);
  useEffect(() => {
    if (value) onChange(value);
  }, [value, onChange]);
  return null;
}
