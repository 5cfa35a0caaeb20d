import { useSearchParams } from "next/navigation";
import { useEffect } from "react";

/**
 * Reports a query parameter (the map's ?destination=), on arrival and whenever a link changes it (the footer's popular
 * destinations can be followed while already on the map). Rendered inside its own Suspense boundary, so
 * reading the query never keeps the map itself out of the static HTML.
 *
 * The router reports an address change a moment after it happens, so its value can be one the page has
 * since replaced (the map's panel opened, then closed at once on a slow phone): only a value the address
 * still holds is reported.
 */
export function DestinationParam({ name, onChange }: { name: string; onChange: (value: string) => void }) {
  const value = useSearchParams().get(name);
  useEffect(() => {
    if (value && new URL(window.location.href).searchParams.get(name) === value) onChange(value);
  }, [name, value, onChange]);
  return null;
}
