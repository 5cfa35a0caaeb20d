import "server-only";
import { NAVIGATION } from "@/lib/content/collections";
import { pinsFor } from "@/lib/content/destinations";
import { loadFile } from "@/lib/content/loader";
import { tokens } from "@/lib/content/read";

/* Navigation: the header, the mobile menu and the footer. */

const navigationFile = loadFile(NAVIGATION, tokens);

const navigation = {
  primary: navigationFile.primary,
  consultation: navigationFile.consultation,
  footer: navigationFile.footer,
  /** Label and map link of each popular destination, computed from its file. */
  popularDestinations: pinsFor(navigationFile.popularDestinations, NAVIGATION.file, "popularDestinations").map(
    (pin) => ({
      slug: pin.slug,
      label: pin.name,
    }),
  ),
};

export function getNavigation() {
  return navigation;
}
