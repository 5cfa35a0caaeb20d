import { NewsletterButtonPage } from "@/components/newsletter/newsletter-button-page";
import { getNewsletterPage } from "@/lib/content";
import { NEWSLETTER_PAGES } from "@/lib/newsletter";
import { pageMetadata } from "@/lib/seo";

const copy = getNewsletterPage("unsubscribe");

// Opened only from a link in an e-mail, its token in the address: kept out of search results and the sitemap.
export const metadata = pageMetadata({ ...copy.meta, path: NEWSLETTER_PAGES.unsubscribe, noIndex: true });

export default function NewsletterUnsubscribePage() {
  return <NewsletterButtonPage {...copy} />;
}
