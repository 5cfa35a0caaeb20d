"use client";

import { useCallback, useEffect, useState } from "react";
import { notify } from "@/lib/notify";

export type Loaded<T> = { data?: T; failed: boolean; loading: boolean; reload: () => void; set: (data: T) => void };

/**
 * Loads what a desk view shows, again whenever `key` changes (the view's address). A failure raises a
 * notice and leaves the view to say so; an answer that arrives after the view moved on is dropped.
 */
export function useDeskData<T>(key: string, load: () => Promise<T>): Loaded<T> {
  const [state, setState] = useState<{ key: string; data?: T; failed: boolean }>({ key: "", failed: false });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setState({ key, data, failed: false }),
      () => {
        if (!current) return;
        setState({ key, failed: true });
        void notify("error", "That did not load", { description: "Check the connection, then try again." });
      },
    );
    return () => {
      current = false;
    };
    // `load` is rebuilt every render; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  const set = useCallback((data: T) => setState({ key, data, failed: false }), [key]);
  const fresh = state.key === key;
  return { data: fresh ? state.data : undefined, failed: fresh && state.failed, loading: !fresh, reload, set };
}
