"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";
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
 * the times, the details form and what sends them) renders in the browser only, in a chunk of its own: the
 * contact page's first load carries none of it.
 */
const ConsultationFlow = dynamic(
  () => import("@/components/contact/consultation-flow").then((module) => module.ConsultationFlow),
  { ssr: false, loading: CalendarPlaceholder },
);

/**
 * How far ahead of the screen the calendar starts loading: a screen and a half of a phone, so it is ready
 * by the time a visitor scrolling down reaches it, yet a phone that opens the page at the enquiry form
 * does not build a calendar it has not come to while the visitor starts typing.
 */
const AHEAD = "1200px 0px";

export type ConsultationBookingProps = ConsultationFlowProps;

/** The booking, loaded once it nears the screen (at once where it is already near, as on a wide screen). */
export function ConsultationBooking(props: ConsultationBookingProps) {
  const [near, setNear] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return <div ref={box}>{near ? <ConsultationFlow {...props} /> : <CalendarPlaceholder />}</div>;
}
