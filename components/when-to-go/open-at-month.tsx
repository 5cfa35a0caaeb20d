"use client";

import { useEffect } from "react";

/**
 * /when-to-go/ opens at the visitor's own month: the section for today's month is marked as this month
 * and, unless the address already names a month, scrolled to. It renders nothing; the static page lists
 * all twelve months without it.
 */
export function OpenAtMonth({ ids }: { ids: readonly string[] }) {
  useEffect(() => {
    const id = ids[new Date().getMonth()];
    const section = id ? document.getElementById(id) : null;
    if (!section) return;
    section.dataset.current = "true";
    document.querySelector(`a[href="#${id}"]`)?.setAttribute("aria-current", "date");
    if (!window.location.hash) section.scrollIntoView({ block: "start" });
  }, [ids]);
  return null;
}
