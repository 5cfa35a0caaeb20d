import type { ReactNode } from "react";
import { Glyph } from "@/components/icons/glyphs";
import type { IconName } from "@/lib/content/schemas";

/**
 * Original line icons drawn for Aurelia Travel on a 24 × 24 grid
 * (1.5 px stroke, round caps and joins). Every name in ICON_NAMES must
 * have an entry: the Record type makes TypeScript prove it.
 */
const paths: Record<IconName, ReactNode> = {
  award: (
    <>
      <circle cx="12" cy="9" r="5.5" />
      <circle cx="12" cy="9" r="2.25" />
      <path d="M8.6 13.3 7.3 21l4.7-2.5 4.7 2.5-1.3-7.7" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3 19 5.6V11c0 4.4-2.9 7.8-7 10-4.1-2.2-7-5.6-7-10V5.6Z" />
      <path d="m9 12 2.2 2.2L15.2 10" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3.5 2" />
    </>
  ),
  compass: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m15.6 8.4-2.3 4.9-4.9 2.3 2.3-4.9Z" />
      <path d="M12 3v1.6M12 19.4V21M3 12h1.6M19.4 12H21" />
    </>
  ),
  heart: (
    <path d="M12 20s-8-4.8-8-10.5C4 7 5.9 5 8.3 5c1.7 0 3 .9 3.7 2.3C12.7 5.9 14 5 15.7 5 18.1 5 20 7 20 9.5 20 15.2 12 20 12 20Z" />
  ),
  star: (
    <path d="M12 3.4 14.41 9.28 20.75 9.76 15.9 13.87 17.41 20.04 12 16.7 6.59 20.04 8.1 13.87 3.25 9.76 9.59 9.28Z" />
  ),
  castle: (
    <>
      <path d="M3.5 21V10.5h3V21M17.5 21V10.5h3V21M9.5 21V9h5v12" />
      <path d="M3 10.5 5 6l2 4.5M17 10.5 19 6l2 4.5M9 9l3-5.5L15 9M6.5 13.5h3M14.5 13.5h3" />
      <path d="M2.5 21h19M11 21v-2.2a1 1 0 0 1 2 0V21M12 11.5v1" />
    </>
  ),
  ship: (
    <>
      <path d="M3 13.5h18l-2.4 4.5H5.6Z" />
      <path d="M6.5 13.5v-4h10v4M10.5 9.5V6h3v3.5" />
      <path d="M3 21q1.5-1 3 0t3 0 3 0 3 0 3 0 3 0" />
    </>
  ),
  rings: (
    <>
      <circle cx="9" cy="14.5" r="5.5" />
      <circle cx="15" cy="14.5" r="5.5" />
      <path d="m15 3.6 2 2.3-2 2.3-2-2.3Z" />
    </>
  ),
  accessibility: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="7.2" r="1.2" />
      <path d="M7.5 9.6 12 10.6l4.5-1M12 10.6v3.6M12 14.2 9.6 17.8M12 14.2l2.4 3.6" />
    </>
  ),
  sun: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M19 12h2.3M16.95 16.95l1.63 1.63M12 19v2.3M7.05 16.95l-1.63 1.63M5 12H2.7M7.05 7.05 5.42 5.42M12 5V2.7M16.95 7.05l1.63-1.63" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="3" />
      <path d="M3.5 19.5v-1a5.5 5.5 0 0 1 11 0v1" />
      <path d="M14.7 5.25a2.6 2.6 0 1 1 0 4.5M17 13.3a4.6 4.6 0 0 1 3.5 4.5v1.7" />
    </>
  ),
  plane: (
    <path
      transform="rotate(45 12 12)"
      d="M12 3c.8 0 1.3.8 1.3 2v4.5l6.7 4v2l-6.7-2V18l2.2 1.8V21L12 20l-3.5 1v-1.2l2.2-1.8v-4.5L4 15.5v-2l6.7-4V5c0-1.2.5-2 1.3-2Z"
    />
  ),
  key: (
    <>
      <circle cx="7.5" cy="16.5" r="3.5" />
      <path d="M10 14 20 4M16.6 7.4l2.4 2.4M14 10l1.8 1.8" />
    </>
  ),
  crown: (
    <>
      <path d="M4.2 17 3 7.5l5 4 4-6.5 4 6.5 5-4L19.8 17Z" />
      <path d="M4.5 20.5h15" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <ellipse cx="12" cy="12" rx="3.8" ry="9" />
      <path d="M3 12h18M4.6 7.5h14.8M4.6 16.5h14.8" />
    </>
  ),
  sparkles: (
    <>
      <path d="M10 5.5Q10.9 11.1 16.5 12 10.9 12.9 10 18.5 9.1 12.9 3.5 12 9.1 11.1 10 5.5Z" />
      <path d="M18 3q.4 2.6 3 3-2.6.4-3 3-.4-2.6-3-3 2.6-.4 3-3Z" />
      <path d="M18.5 16.5v3M17 18h3" />
    </>
  ),
  passport: (
    <>
      <rect x="5" y="3" width="14" height="18" rx="2" />
      <circle cx="12" cy="10.5" r="3.2" />
      <path d="M8.8 10.5h6.4M12 7.3c-1.6 1.8-1.6 4.6 0 6.4 1.6-1.8 1.6-4.6 0-6.4M9.5 17h5" />
    </>
  ),
  car: (
    <>
      <path d="M5.3 16.5H3v-3c0-.8.5-1.3 1.2-1.5L6 11.5l2.2-3.7c.3-.5.8-.8 1.4-.8h4.8c.6 0 1.1.3 1.4.8l2.2 3.7 1.8.5c.7.2 1.2.7 1.2 1.5v3h-2.3M15.3 16.5H8.7" />
      <circle cx="7" cy="16.5" r="1.7" />
      <circle cx="17" cy="16.5" r="1.7" />
      <path d="M6 11.5h12M12 7v4.5" />
    </>
  ),
  bag: (
    <>
      <rect x="4" y="7.5" width="16" height="12" rx="2" />
      <path d="M9 7.5v-2C9 4.7 9.7 4 10.5 4h3c.8 0 1.5.7 1.5 1.5v2M8 7.5v12M16 7.5v12" />
    </>
  ),
  calendar: (
    <>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
      <path d="M8 14h.01M12 14h.01M16 14h.01M8 17h.01M12 17h.01" strokeWidth={2} />
    </>
  ),
  gem: (
    <>
      <path d="M6.5 4h11L21 9l-9 11.5L3 9Z" />
      <path d="M3 9h18M9.5 4 8 9l4 11.5L16 9l-1.5-5" />
    </>
  ),
  mountain: (
    <>
      <path d="M2.5 19.5 9 8l4 6.5 2.5-3.5 6 8.5Z" />
      <path d="m7 11.5 1.3 1.2 1.3-1.3 1.5.1" />
      <circle cx="17.5" cy="6" r="1.5" />
    </>
  ),
  leaf: (
    <>
      <path d="M5 19C5 10 10 5 19.5 4.5 19.5 14 14 19 5 19Z" />
      <path d="M3.5 20.5 13.5 10.5" />
    </>
  ),
  map: (
    <>
      <path d="M3 6.5 9 4l6 2.5L21 4v13.5L15 20l-6-2.5L3 20Z" />
      <path d="M9 4v13.5M15 6.5V20" />
    </>
  ),
  phone: (
    <>
      <rect x="7" y="2.5" width="10" height="19" rx="2.5" />
      <path d="M10.5 5.5h3" />
      <path d="M12 18.3h.01" strokeWidth={2} />
    </>
  ),
  chat: (
    <>
      <path d="M4 6.5C4 5.1 5.1 4 6.5 4h11C18.9 4 20 5.1 20 6.5V14c0 1.4-1.1 2.5-2.5 2.5H10l-4 3.5v-3.5C4.9 16.4 4 15.4 4 14Z" />
      <path d="M8.5 10.3h.01M12 10.3h.01M15.5 10.3h.01" strokeWidth={2} />
    </>
  ),
  anchor: (
    <>
      <circle cx="12" cy="5" r="2" />
      <path d="M12 7v13.5M8 10.5h8" />
      <path d="M4.5 14c0 4 3.5 6.5 7.5 6.5s7.5-2.5 7.5-6.5" />
      <path d="m3.2 15.8 1.3-2 1.7 1.5M20.8 15.8l-1.3-2-1.7 1.5" />
    </>
  ),
  glass: (
    <>
      <path d="M7 3.5h10l-.4 4.5c-.3 3-2.2 5-4.6 5s-4.3-2-4.6-5Z" />
      <path d="M7.3 7.5h9.4M12 13v7M8.5 20.5h7" />
    </>
  ),
};

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <Glyph className={className}>{paths[name]}</Glyph>;
}
