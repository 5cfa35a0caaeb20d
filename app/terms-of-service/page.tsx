import { LegalDocument } from "@/components/legal/legal-document";
import { getLegalPage } from "@/lib/content";
import { pageMetadata } from "@/lib/seo";

const page = getLegalPage("terms-of-service");

export const metadata = pageMetadata({
  title: page.title,
  description: page.description,
  path: "/terms-of-service",
  keywords: ["booking terms", "cancellation policy", "ATOL"],
});

export default function TermsOfServicePage() {
  return <LegalDocument page={page} path="/terms-of-service" eyebrow="Booking with confidence" />;
}
