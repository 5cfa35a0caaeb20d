"use client";

import dynamic from "next/dynamic";
import type { ManageBookingProps } from "@/components/contact/manage-booking";

function Opening() {
  return (
    <div aria-busy="true" className="rounded-2xl border border-line bg-white p-6 shadow-card sm:p-10">
      <p className="text-sm text-muted">Opening your booking…</p>
    </div>
  );
}

/*
 * The manage page's booking reads its token from the address, which only the browser has, and moves with the
 * booking calendar: all of it loads in a chunk of its own after the page, so the page's first load stays
 * within the content pages' budget.
 */
const ManageBooking = dynamic(
  () => import("@/components/contact/manage-booking").then((module) => module.ManageBooking),
  { ssr: false, loading: Opening },
);

export function ManageBookingLoader(props: ManageBookingProps) {
  return <ManageBooking {...props} />;
}
