import type { Metadata } from "next";
import { NotFoundView } from "@/components/errors/not-found-view";
import { getFirstArticle } from "@/lib/content";
import { site } from "@/lib/content/settings";
import { pageTitle } from "@/lib/seo";
import { absoluteUrl } from "@/lib/seo/paths";

const title = pageTitle("Page Not Found");
const description = "The page you were looking for could not be found.";

export const metadata: Metadata = {
  title: { absolute: title },
  description,
  robots: { index: false, follow: true },
  // A mistyped or old link that someone shares still previews as the site: the card is this page's own
  // (drawn by scripts/build/og-cards.ts), and the address it names is the home page, since a missing page has
  // none of its own (and no canonical link).
  openGraph: { title, description, url: absoluteUrl("/"), siteName: site.name, locale: site.locale, type: "website" },
  twitter: { card: "summary", title, description },
};

export default function NotFound() {
  // An unknown or non-numeric article id shows the first article (docs/requirements.md, "Unknown addresses").
  return <NotFoundView firstArticlePath={getFirstArticle().path} />;
}
