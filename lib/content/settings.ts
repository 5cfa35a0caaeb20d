import "server-only";
import { SETTINGS } from "@/lib/content/collections";
import { loadFile, type Tokens } from "@/lib/content/loader";
import { retentionWords } from "@/lib/retention";
import { SITE_URL } from "@/lib/seo/site-url";

/*
 * The agency's facts from content/settings.yml, with the public URL from the build's environment.
 * PLACEHOLDERS stay visibly placeholders there until the agency supplies its own: the phone number
 * (020 7946 0xxx is reserved by Ofcom for drama), the example.com addresses and the rating figures.
 */
const settings = loadFile(SETTINGS);

export const site = {
  ...settings,
  // Non-breaking spaces keep the number on one line wherever it is shown.
  phone: { ...settings.phone, display: settings.phone.display.replace(/ /g, "\u00a0") },
  url: SITE_URL,
};

/** What any content file may write as {{token}}: facts that live once, here. */
export const contentTokens: Tokens = {
  name: site.name,
  founder: site.founder.name,
  founderFirstName: site.founder.firstName,
  founderRole: site.founder.role,
  network: site.network,
  yearsOfExperience: site.yearsOfExperience,
  yachts: site.yachts,
  email: site.email,
  phone: site.phone.display,
  phoneHref: site.phone.href.replace(/^tel:/, ""),
  address: `${site.address.locality}, ${site.address.countryName}`,
  officeHours: site.hours.office,
  replyTime: site.hours.reply,
  conciergeHours: site.hours.concierge,
  clientAppLabel: site.clientApp.label,
  balanceDue: site.balanceDue,
  homeRating: site.ratings.home.text,
  ratingValue: site.ratings.aggregate.value.toFixed(1),
  ratingBest: String(site.ratings.aggregate.best),
  ratingCount: String(site.ratings.aggregate.count),
  // "24 months", "7 days": the periods the Worker deletes by (lib/retention.ts).
  ...retentionWords(site.retention),
};
