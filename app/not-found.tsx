import type { Metadata } from "next";
import { NotFoundView } from "@/components/errors/not-found-view";
import { getFirstArticle } from "@/lib/content";
import { pageTitle } from "@/lib/seo";

export const metadata: Metadata = {
  title: { absolute: pageTitle("Page Not Found") },
  description: "The page you were looking for could not be found.",
  robots: { index: false, follow: true },
};

export default function NotFound() {
  // An unknown or non-numeric article id shows the first article (docs/requirements.md, "Unknown addresses").
  return <NotFoundView firstArticlePath={getFirstArticle().path} />;
}
