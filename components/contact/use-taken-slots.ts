import { useCallback, useEffect, useState } from "react";
import { fromLocalDate } from "@/lib/booking";
import { fetchTakenSlots } from "@/lib/booking/api";

/**
 * The times the API says cannot be booked in the month shown, as slotKey()s, plus those learnt of since (a
 * 409). The booking on /contact/ and the move on /consultation/manage/ share it.
 */
export function useTakenSlots(month: Date): [ReadonlySet<string>, (key: string) => void] {
  const [taken, setTaken] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    const controller = new AbortController();
    fetchTakenSlots(fromLocalDate(month), { signal: controller.signal })
      .then((keys) => setTaken((known) => new Set([...known, ...keys])))
      .catch(() => {
        // Every time stays open: the booking itself still refuses a taken one (409).
      });
    return () => controller.abort();
  }, [month]);
  const learn = useCallback((key: string) => setTaken((known) => new Set(known).add(key)), []);
  return [taken, learn];
}
