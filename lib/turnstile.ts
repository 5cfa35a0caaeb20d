/*
 * Cloudflare Turnstile for the forms, only when the site has a key (NEXT_PUBLIC_TURNSTILE_SITE_KEY): the
 * script is fetched the first time the visitor starts on a form, never with the page, and its widget shows
 * itself only if Cloudflare needs the visitor to do something ("interaction-only"). Browser only. Without a
 * key nothing here runs and the Worker checks no token (it logs that it skipped the check).
 */

import type { FormAction } from "@/lib/forms/actions";

export const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";
const SCRIPT_URL = `${TURNSTILE_ORIGIN}/turnstile/v0/api.js?render=explicit`;
/** How long a send waits for a token Cloudflare has not yet issued before going without one. */
const TOKEN_WAIT_MS = 8_000;

type TurnstileApi = {
  render: (container: HTMLElement, options: Record<string, unknown>) => string;
  reset: (widgetId: string) => void;
};

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

let script: Promise<TurnstileApi> | undefined;

function loadScript(): Promise<TurnstileApi> {
  script ??= new Promise<TurnstileApi>((resolve, reject) => {
    if (window.turnstile) return resolve(window.turnstile);
    const element = document.createElement("script");
    element.src = SCRIPT_URL;
    element.async = true;
    element.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error("no turnstile")));
    element.onerror = () => {
      script = undefined;
      reject(new Error("Turnstile could not load"));
    };
    document.head.append(element);
  });
  return script;
}

export type TurnstileWidget = { token: () => Promise<string | undefined> };

/**
 * Renders the widget into `container` and hands out its tokens, one per send: each is used once, so the
 * widget is reset for the next after it is taken.
 */
export function startTurnstile(container: HTMLElement, siteKey: string, action: FormAction): TurnstileWidget {
  let current: string | undefined;
  let waiting: ((token: string | undefined) => void)[] = [];
  const settle = (token: string | undefined) => {
    current = token;
    if (!token) return;
    for (const resolve of waiting) resolve(token);
    waiting = [];
  };
  const widget = loadScript()
    .then((api) => ({
      api,
      id: api.render(container, {
        sitekey: siteKey,
        // Siteverify returns it, and the Worker refuses a token whose action is not its route's.
        action,
        appearance: "interaction-only",
        callback: (token: string) => settle(token),
        "expired-callback": () => settle(undefined),
        "error-callback": () => settle(undefined),
      }),
    }))
    .catch(() => undefined);

  return {
    async token() {
      const rendered = await widget;
      if (!rendered) return undefined;
      const token =
        current ??
        (await new Promise<string | undefined>((resolve) => {
          waiting.push(resolve);
          setTimeout(() => resolve(undefined), TOKEN_WAIT_MS);
        }));
      current = undefined;
      rendered.api.reset(rendered.id);
      return token;
    },
  };
}
