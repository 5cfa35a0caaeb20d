import { NewsletterLayout } from "@/components/newsletter/newsletter-layout";
import { ButtonLink } from "@/components/ui/button-link";
import type { NewsletterPage } from "@/lib/content/page-schemas";

/**
 * Where a newsletter e-mail's link ends (confirmed, unsubscribed, expired): the outcome in the hero, what
 * it means below, and the way back into the site.
 */
export function NewsletterOutcome({ primary, ...page }: NewsletterPage) {
  return (
    <NewsletterLayout {...page}>
      <ButtonLink href={primary.href} variant="dark">
        {primary.label}
      </ButtonLink>
    </NewsletterLayout>
  );
}
