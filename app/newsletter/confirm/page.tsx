import { NewsletterButtonPage } from "@/components/newsletter/newsletter-button-page";
import { getNewsletterPage } from "@/lib/content";
import { NEWSLETTER_PAGES } from "@/lib/newsletter";
import { pageMetadata } from "@/lib/seo";

const copy = getNewsletterPage("confirm");

// Opened only from a link in an e-mail, its token in the address: kept out of search results and the sitemap.
export const metadata = pageMetadata({ ...copy.meta, path: NEWSLETTER_PAGES.confirm, noIndex: true });

export default function NewsletterConfirmPage() {
  return <NewsletterButtonPage {...copy} />;
}
