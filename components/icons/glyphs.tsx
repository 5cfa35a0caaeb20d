import type { ReactNode } from "react";

/** Small UI glyphs: 24 × 24, 1.5 px round strokes, decorative (aria-hidden). */
type GlyphProps = { className?: string };

/** The shared 24 × 24 line-drawing frame of every icon and glyph. */
export function Glyph({ className, children }: GlyphProps & { children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  );
}

export function ChevronLeft({ className }: GlyphProps) {
  return (
    <Glyph className={className}>
      <path d="M15 5.5 8.5 12l6.5 6.5" />
    </Glyph>
  );
}

export function ChevronRight({ className }: GlyphProps) {
  return (
    <Glyph className={className}>
      <path d="M9 5.5 15.5 12 9 18.5" />
    </Glyph>
  );
}

export function ArrowRight({ className }: GlyphProps) {
  return (
    <Glyph className={className}>
      <path d="M4 12h15.5M13.5 6l6 6-6 6" />
    </Glyph>
  );
}

export function Close({ className }: GlyphProps) {
  return (
    <Glyph className={className}>
      <path d="M6 6l12 12M18 6 6 18" />
    </Glyph>
  );
}

export function ZoomOut({ className }: GlyphProps) {
  return (
    <Glyph className={className}>
      <circle cx="10.5" cy="10.5" r="6" />
      <path d="m15 15 4.5 4.5M8 10.5h5" />
    </Glyph>
  );
}

export function Menu({ className }: GlyphProps) {
  return (
    <Glyph className={className}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </Glyph>
  );
}

export function Search({ className }: GlyphProps) {
  return (
    <Glyph className={className}>
      <circle cx="10.5" cy="10.5" r="6" />
      <path d="m15 15 5 5" />
    </Glyph>
  );
}

/** Filled star, for ratings. */
export function Star({ className }: GlyphProps) {
  return (
    <Glyph className={className}>
      <path
        fill="currentColor"
        d="M12 3.4 14.41 9.28 20.75 9.76 15.9 13.87 17.41 20.04 12 16.7 6.59 20.04 8.1 13.87 3.25 9.76 9.59 9.28Z"
      />
    </Glyph>
  );
}

export function Pause({ className }: GlyphProps) {
  return (
    <Glyph className={className}>
      <rect x="6.5" y="5" width="3.5" height="14" rx="1" fill="currentColor" />
      <rect x="14" y="5" width="3.5" height="14" rx="1" fill="currentColor" />
    </Glyph>
  );
}

export function Play({ className }: GlyphProps) {
  return (
    <Glyph className={className}>
      <path d="M8 5.2v13.6c0 .6.6.9 1.1.6l10.2-6.8c.4-.3.4-.9 0-1.2L9.1 4.6c-.5-.3-1.1 0-1.1.6Z" fill="currentColor" />
    </Glyph>
  );
}

export function Check({ className }: GlyphProps) {
  return (
    <Glyph className={className}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </Glyph>
  );
}

export function ExternalLink({ className }: GlyphProps) {
  return (
    <Glyph className={className}>
      <path d="M14 4h6v6M20 4l-8.5 8.5" />
      <path d="M18 14v4.5c0 .8-.7 1.5-1.5 1.5h-11C4.7 20 4 19.3 4 18.5v-11C4 6.7 4.7 6 5.5 6H10" />
    </Glyph>
  );
}

/** A heart outline, for the shortlist; give it `fill-current` to show a saved item. */
export function Heart({ className }: GlyphProps) {
  return (
    <Glyph className={className}>
      <path d="M12 19.5s-7.5-4.6-7.5-10A4.2 4.2 0 0 1 12 7a4.2 4.2 0 0 1 7.5 2.5c0 5.4-7.5 10-7.5 10Z" />
    </Glyph>
  );
}

export function ArrowUp({ className }: GlyphProps) {
  return (
    <Glyph className={className}>
      <path d="M12 19.5V4.5M6 10.5l6-6 6 6" />
    </Glyph>
  );
}

export function ArrowDown({ className }: GlyphProps) {
  return (
    <Glyph className={className}>
      <path d="M12 4.5v15M6 13.5l6 6 6-6" />
    </Glyph>
  );
}
