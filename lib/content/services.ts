import "server-only";
import { CONCIERGE, SERVICES } from "@/lib/content/collections";
import { loadFolder } from "@/lib/content/loader";
import { data, page, tokens } from "@/lib/content/read";

/* The service cards of /services/ and the concierge services of /concierge-services/. */

const serviceCards = data(loadFolder(SERVICES, tokens));
const servicesPage = page("services");
const servicesContent = {
  page: servicesPage,
  tailorMade: serviceCards.filter((card) => card.group === "tailor-made"),
  specialty: serviceCards.filter((card) => card.group === "specialty"),
  approach: servicesPage.approach.cards,
};

export function getServicesContent() {
  return servicesContent;
}

const conciergePage = page("concierge");
const conciergeContent = {
  page: conciergePage,
  services: data(loadFolder(CONCIERGE, tokens)),
  steps: conciergePage.steps.items,
};

export function getConciergeContent() {
  return conciergeContent;
}
