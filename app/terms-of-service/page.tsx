import { legalRoute } from "@/components/legal/legal-route";

const route = legalRoute("terms-of-service", {
  eyebrow: "Booking with confidence",
  keywords: ["booking terms", "cancellation policy", "ATOL"],
});

export const metadata = route.metadata;
export default route.Page;
