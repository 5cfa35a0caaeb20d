"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { recordPage } from "@/lib/attribution-capture";

/** Counts every page of the visit, client-side navigations included, for the forms' `source` (lib/attribution-capture.ts). */
export function VisitRecorder() {
  const pathname = usePathname();
  useEffect(() => recordPage(new URL(window.location.href), document.referrer), [pathname]);
  return null;
}
