import { legalRoute } from "@/components/legal/legal-route";

const route = legalRoute("accessibility", {
  eyebrow: "Open to everyone",
  keywords: ["accessibility statement", "WCAG 2.1 AA", "accessible travel"],
});

export const metadata = route.metadata;
export default route.Page;
