import { NewsletterLayout } from "@/components/newsletter/newsletter-layout";
import { buttonClasses } from "@/components/ui/button-link";
import type { NewsletterButtonPage as NewsletterButtonPageWords } from "@/lib/content/page-schemas";

/**
 * The page a newsletter e-mail's link opens (confirm, unsubscribe). Opening it changes nothing, since mail
 * scanners open links too; its one button does. The form has no action, so it posts to the page's own
 * address, token and all, and the Worker answers (worker/newsletter-links.ts): no script is needed, and
 * none presses the button for a scanner that runs scripts.
 */
export function NewsletterButtonPage({ button, ...page }: NewsletterButtonPageWords) {
  return (
    <NewsletterLayout {...page}>
      <form method="post" className="contents">
        <button type="submit" className={buttonClasses("dark", "cursor-pointer")}>
          {button}
        </button>
      </form>
    </NewsletterLayout>
  );
}
