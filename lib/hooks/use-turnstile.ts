"use client";

import { useCallback, useRef } from "react";
import type { FormAction } from "@/lib/forms/actions";
import type { TurnstileWidget } from "@/lib/turnstile";

/*
 * Cloudflare Turnstile for one form, shared by the enquiry, the booking and the newsletter box: `start` (call it on the form's
 * first focus) fetches the script and renders the widget into `box`, only where the site has a key, so a
 * page costs nothing until the visitor begins. `token` hands one token per send, or undefined without a key
 * (the Worker then checks none). `action` names the form (lib/forms/actions.ts), which siteverify reports back.
 */
export function useTurnstile(siteKey: string | undefined, action: FormAction) {
  const container = useRef<HTMLDivElement | null>(null);
  // A callback ref, so the form renders the box without reading a ref during render.
  const box = useCallback((node: HTMLDivElement | null) => {
    container.current = node;
  }, []);
  const widget = useRef<TurnstileWidget>(undefined);
  const start = useCallback(() => {
    const node = container.current;
    if (!siteKey || !node || widget.current) return;
    widget.current = { token: async () => undefined };
    void import("@/lib/turnstile").then(({ startTurnstile }) => {
      widget.current = startTurnstile(node, siteKey, action);
    });
  }, [siteKey, action]);
  const token = useCallback(async () => widget.current?.token(), []);
  return { box, start, token, enabled: Boolean(siteKey) };
}
