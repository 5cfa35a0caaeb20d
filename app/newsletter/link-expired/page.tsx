import { NewsletterOutcome } from "@/components/newsletter/newsletter-outcome";
import { getNewsletterPage } from "@/lib/content";
import { NEWSLETTER_PAGES } from "@/lib/newsletter";
import { pageMetadata } from "@/lib/seo";

const copy = getNewsletterPage("linkExpired");

// Reached only from a link in an e-mail: kept out of search results and the sitemap.
export const metadata = pageMetadata({ ...copy.meta, path: NEWSLETTER_PAGES.linkExpired, noIndex: true });

export default function NewsletterLinkExpiredPage() {
  return <NewsletterOutcome {...copy} />;
}
