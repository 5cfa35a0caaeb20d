import { LegalDocument } from "@/components/legal/legal-document";
import { getLegalPage } from "@/lib/content";
import { pageMetadata } from "@/lib/seo";

const page = getLegalPage("privacy-policy");

export const metadata = pageMetadata({
  title: page.title,
  description: page.description,
  path: "/privacy-policy",
  keywords: ["privacy policy", "UK GDPR", "personal data"],
});

export default function PrivacyPolicyPage() {
  return <LegalDocument page={page} path="/privacy-policy" eyebrow="Your privacy" />;
}
