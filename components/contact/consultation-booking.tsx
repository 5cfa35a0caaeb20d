"use client";

import dynamic from "next/dynamic";
import type { ConsultationFlowProps } from "@/components/contact/consultation-flow";

function CalendarPlaceholder() {
  return (
    <div className="grid h-[22rem] place-items-center rounded-xl border border-dashed border-line text-sm text-muted">
      <p>Preparing the calendar…</p>
    </div>
  );
}

/*
 * The booking needs the visitor's today and asks the API which times are taken, so all of it (the picker,
 * the times, the details form and what sends them) renders in the browser only, in a chunk that loads
 * after the page: the contact page's first load carries none of it.
 */
const ConsultationFlow = dynamic(
  () => import("@/components/contact/consultation-flow").then((module) => module.ConsultationFlow),
  { ssr: false, loading: CalendarPlaceholder },
);

export type ConsultationBookingProps = ConsultationFlowProps;

export function ConsultationBooking(props: ConsultationBookingProps) {
  return <ConsultationFlow {...props} />;
}
