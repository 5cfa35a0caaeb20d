import { LegalDocument } from "@/components/legal/legal-document";
import { getLegalPage } from "@/lib/content";
import { pageMetadata } from "@/lib/seo";

const page = getLegalPage("accessibility");

export const metadata = pageMetadata({
  title: page.title,
  description: page.description,
  path: "/accessibility",
  keywords: ["accessibility statement", "WCAG 2.1 AA", "accessible travel"],
});

export default function AccessibilityPage() {
  return <LegalDocument page={page} path="/accessibility" eyebrow="Open to everyone" />;
}
