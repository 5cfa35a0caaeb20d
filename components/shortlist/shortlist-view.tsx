"use client";

import { useEffect, useRef, useState } from "react";
import { ArrowRight } from "@/components/icons/glyphs";
import { ShortlistEntry, type EntryAction } from "@/components/shortlist/shortlist-entry";
import { useShortlist } from "@/lib/hooks/use-shortlist";
import { ButtonLink } from "@/components/ui/button-link";
import { fillLabel } from "@/lib/content/labels";
import type { ShortlistPage } from "@/lib/content/page-schemas";
import { useHydrated } from "@/lib/hooks";
import { shortlist } from "@/lib/shortlist";
import { withMoved } from "@/lib/shortlist/order";
import {
  asCatalogue,
  catalogueItem,
  SHORTLIST_CATALOGUE_PATH,
  type ShortlistCatalogue,
  type ShortlistItem,
} from "@/lib/shortlist/catalogue";

type Copy = Pick<
  ShortlistPage,
  "listHeading" | "countLabel" | "emptyHeading" | "emptyText" | "browse" | "enquire" | "labels"
>;

/** The contact form, opened on the shortlist: its slugs, in order. */
export const shortlistEnquiryHref = (slugs: readonly string[]) => `/contact/?shortlist=${slugs.join(",")}`;

/**
 * The saved ideas, in the order they were saved or arranged since: each with its photo and figures, moved
 * up or down or removed by buttons; the change is announced, and focus stays on the control that made it
 * (or, after a removal, moves to the next idea). Their details come from /shortlist/items.json, fetched
 * when the page opens, so no page's bundle carries them.
 */
export function ShortlistView({ copy }: { copy: Copy }) {
  const ready = useHydrated();
  const slugs = useShortlist();
  const [catalogue, setCatalogue] = useState<ShortlistCatalogue | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const controls = useRef(new Map<string, HTMLButtonElement>());
  const heading = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef<{ slug: string; action: EntryAction } | "heading" | null>(null);

  useEffect(() => {
    let live = true;
    fetch(SHORTLIST_CATALOGUE_PATH)
      .then((response) => (response.ok ? response.json() : undefined))
      .then((value: unknown) => live && setCatalogue(asCatalogue(value) ?? { items: {} }))
      .catch(() => live && setCatalogue({ items: {} }));
    return () => {
      live = false;
    };
  }, []);

  const items = catalogue
    ? slugs.map((slug) => catalogueItem(catalogue, slug)).filter((item): item is ShortlistItem => Boolean(item))
    : [];

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === "heading") heading.current?.focus();
    else if (target) controls.current.get(`${target.slug}:${target.action}`)?.focus();
  }, [slugs]);

  const act = (item: ShortlistItem, index: number, action: EntryAction) => {
    if (action === "remove") {
      const next = items[index + 1] ?? items[index - 1];
      focusNext.current = next ? { slug: next.slug, action } : "heading";
      shortlist.remove(item.slug);
      setAnnouncement(fillLabel(copy.labels.removed, { name: item.title }));
      return;
    }
    const by = action === "up" ? -1 : 1;
    focusNext.current = { slug: item.slug, action };
    shortlist.set(withMoved(slugs, item.slug, by));
    setAnnouncement(fillLabel(copy.labels.moved, { name: item.title, position: index + 1 + by, count: items.length }));
  };

  const empty = ready && catalogue !== null && items.length === 0;
  return (
    <section aria-labelledby="shortlist-heading" data-needs-js="" className="min-h-[28rem]">
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div className="flex flex-wrap items-baseline justify-between gap-4 border-b border-line pb-5">
        <h2 id="shortlist-heading" ref={heading} tabIndex={-1} className="text-title text-navy outline-none">
          {empty ? copy.emptyHeading : copy.listHeading}
        </h2>
        {items.length ? (
          <p className="eyebrow text-bronze">{fillLabel(copy.countLabel, { count: items.length })}</p>
        ) : null}
      </div>
      {empty ? (
        <div className="mt-8 max-w-2xl">
          <p className="text-lede text-muted">{copy.emptyText}</p>
          <div className="mt-8 flex flex-wrap gap-4">
            {copy.browse.map((link, index) => (
              <ButtonLink key={link.href} href={link.href} variant={index === 0 ? "dark" : "outline"}>
                {link.label}
              </ButtonLink>
            ))}
          </div>
        </div>
      ) : (
        <>
          <ol className="mt-8 space-y-5">
            {items.map((item, index) => (
              <li key={item.slug}>
                <ShortlistEntry
                  item={item}
                  position={index + 1}
                  count={items.length}
                  labels={copy.labels}
                  onAction={(action) => act(item, index, action)}
                  controlRef={(action, element) => {
                    const key = `${item.slug}:${action}`;
                    if (element) controls.current.set(key, element);
                    else controls.current.delete(key);
                  }}
                />
              </li>
            ))}
          </ol>
          {items.length ? (
            <div className="mt-12 flex flex-col gap-5 rounded-2xl bg-sand/60 p-6 ring-1 ring-line sm:flex-row sm:items-center sm:justify-between sm:p-8">
              <p className="max-w-xl leading-relaxed text-ink">{copy.enquire.note}</p>
              <ButtonLink
                href={shortlistEnquiryHref(items.map((item) => item.slug))}
                variant="dark"
                className="shrink-0"
              >
                {copy.enquire.label}
                <ArrowRight className="size-4" />
              </ButtonLink>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
