import { legalRoute } from "@/components/legal/legal-route";

const route = legalRoute("privacy-policy", {
  eyebrow: "Your privacy",
  keywords: ["privacy policy", "UK GDPR", "personal data"],
});

export const metadata = route.metadata;
export default route.Page;
