import type { ComponentProps } from "react";
import { normalisePath } from "@/lib/seo/paths";

type LinkProps = Omit<ComponentProps<"a">, "href"> & { href: string };

/**
 * The site's link: a plain anchor, with no client JavaScript of its own, so a page with a hundred links
 * hydrates none of them. One listener in the layout (components/layout/intent-navigation.tsx) gives
 * every internal link what next/link would: its page is prefetched on intent (the pointer rests on it,
 * it takes focus or a finger touches it), never on sight, and a plain click navigates in the app
 * without a full reload. Before that listener runs, a click is an ordinary page load, so no tap is lost.
 */
export function Link({ href, ...props }: LinkProps) {
  // Internal paths in the export's trailing-slash form, so no click costs a redirect.
  return <a href={href.startsWith("/") ? normalisePath(href) : href} {...props} />;
}
