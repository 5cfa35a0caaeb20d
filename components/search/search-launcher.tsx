"use client";

import { useEffect, useState, type ComponentType } from "react";

type DialogProps = { onClose: () => void };

/** Whether a key press is someone typing, which the "/" shortcut must leave alone. */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/**
 * Opens the site search from any page: a click on a search link (data-search-open), "/" outside a field,
 * or Ctrl/Cmd+K. The dialog, Pagefind's script and its index all load at that moment, never before, so
 * the search adds nothing to a page's first load beyond these listeners.
 */
export function SearchLauncher() {
  const [Dialog, setDialog] = useState<ComponentType<DialogProps> | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const show = () =>
      void import("./search-dialog").then(({ SearchDialog }) => {
        setDialog(() => SearchDialog);
        setOpen(true);
      });
    // Capture phase: the click is taken before the site's link navigation sees it.
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (!(event.target instanceof Element) || !event.target.closest("[data-search-open]")) return;
      event.preventDefault();
      show();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut =
        (event.key.toLowerCase() === "k" && (event.metaKey || event.ctrlKey) && !event.altKey) ||
        (event.key === "/" && !event.metaKey && !event.ctrlKey && !event.altKey && !isTyping(event.target));
      if (!shortcut || event.defaultPrevented) return;
      event.preventDefault();
      show();
    };
    // Now that a search link opens a dialog, it is announced as a button that does (without JavaScript it
    // stays the link to /search/), and, as a button, Space presses it too.
    const openers = [...document.querySelectorAll<HTMLElement>("a[data-search-open]")];
    for (const opener of openers) {
      opener.setAttribute("role", "button");
      opener.setAttribute("aria-haspopup", "dialog");
    }
    const onOpenerKey = (event: KeyboardEvent) => {
      if (event.key !== " " || !(event.target instanceof Element) || !event.target.matches("a[data-search-open]")) {
        return;
      }
      event.preventDefault();
      show();
    };
    document.addEventListener("click", onClick, true);
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("keydown", onOpenerKey);
    return () => {
      document.removeEventListener("click", onClick, true);
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("keydown", onOpenerKey);
      for (const opener of openers) {
        opener.removeAttribute("role");
        opener.removeAttribute("aria-haspopup");
      }
    };
  }, []);

  return open && Dialog ? <Dialog onClose={() => setOpen(false)} /> : null;
}
