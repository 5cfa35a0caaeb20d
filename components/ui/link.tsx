"use client";

import NextLink from "next/link";
import { useState, type ComponentProps } from "react";

type LinkProps = ComponentProps<typeof NextLink>;

/**
 * The site's link: next/link that prefetches on intent, not on sight. By default every link that scrolls
 * into view fetches its page's payload (tree, head and segments), so a page view downloads pages the
 * visitor never opens and delays its own photo. Here nothing is fetched until the pointer rests on the
 * link, it takes keyboard focus or a finger touches it; then Next's normal prefetch runs, usually well
 * before the click lands.
 */
export function Link({ onMouseEnter, onFocus, onTouchStart, prefetch, ...props }: LinkProps) {
  const [intent, setIntent] = useState(false);
  const show = () => setIntent(true);
  return (
    <NextLink
      {...props}
      prefetch={prefetch === false ? false : intent ? null : false}
      onMouseEnter={(event) => {
        show();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        show();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        show();
        onTouchStart?.(event);
      }}
    />
  );
}
