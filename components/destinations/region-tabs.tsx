"use client";

import { useRef, useState, type KeyboardEvent } from "react";
import { ImageCard } from "@/components/ui/image-card";
import { fallbackImageFor } from "@/lib/images";
import { fillLabel } from "@/lib/content/labels";
import type { RegionHighlightGroup } from "@/lib/content/schemas";

type RegionTabsProps = {
  groups: readonly RegionHighlightGroup[];
  label: string;
  /** Every card's link; `context` ({name}) completes its accessible name. */
  action: { href: string; label: string; context: string };
};

/** A tab: serif name, with a gold rule that draws in under the selected one. */
const TAB = [
  "relative shrink-0 px-5 py-4 font-display text-xl text-muted transition-colors duration-300 sm:text-2xl",
  "hover:text-navy aria-selected:text-navy",
  "after:absolute after:inset-x-5 after:-bottom-px after:h-0.5 after:scale-x-0 after:bg-gold",
  "after:transition-transform after:duration-500 after:ease-luxe aria-selected:after:scale-x-100",
].join(" ");

/**
 * The region tab selector (WAI-ARIA tabs, automatic activation): arrow keys, Home and End move between
 * tabs. Every panel is in the static HTML; only the selected one is shown.
 */
export function RegionTabs({ groups, label, action }: RegionTabsProps) {
  const [active, setActive] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const activate = (index: number) => {
    const next = (index + groups.length) % groups.length;
    setActive(next);
    tabs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowLeft: active - 1,
      Home: 0,
      End: groups.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    activate(target);
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-line"
      >
        {groups.map((group, index) => (
          <button
            key={group.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`region-tab-${group.id}`}
            aria-selected={index === active}
            aria-controls={`region-panel-${group.id}`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => setActive(index)}
            className={TAB}
          >
            {group.name}
          </button>
        ))}
      </div>
      {groups.map((group, index) => (
        <div
          key={group.id}
          role="tabpanel"
          id={`region-panel-${group.id}`}
          aria-labelledby={`region-tab-${group.id}`}
          tabIndex={0}
          hidden={index !== active}
          className="mt-10 rounded-2xl outline-offset-8"
        >
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {group.destinations.map((destination) => (
              <li key={destination.id}>
                <ImageCard
                  image={destination.image}
                  fallback={fallbackImageFor(group.name)}
                  eyebrow={group.name}
                  title={destination.name}
                  text={destination.description}
                  action={{ ...action, context: fillLabel(action.context, { name: destination.name }) }}
                  saveSlug={destination.guide ? destination.id : undefined}
                />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
