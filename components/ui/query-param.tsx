import { useSearchParams } from "next/navigation";
import { useEffect } from "react";

/**
 * Reports a query parameter (the map's ?destination=, the journal's ?category=), or null when it is absent: on
 * arrival, and whenever a link or the History API changes it. Render it inside its own Suspense boundary: a
 * static export only knows the query in the browser, so whatever reads it there renders in the browser only,
 * and this way that is nothing but this component, never the map or the list around it. Those are served as
 * HTML and hydrated, with no address-dependent state until this reports.
 *
 * The router reports an address change a moment after it happens, so its value can be one the page has
 * since replaced (the map's panel opened, then closed at once on a slow phone): only a value the address
 * still holds is reported.
 */
export function QueryParam({ name, onChange }: { name: string; onChange: (value: string | null) => void }) {
  const value = useSearchParams().get(name);
  useEffect(() => {
    if (new URL(window.location.href).searchParams.get(name) === value) onChange(value);
  }, [name, value, onChange]);
  return null;
}
