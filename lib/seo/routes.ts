import "server-only";
import {
  getArticles,
  getDestinationDetails,
  getExperiences,
  getItineraries,
  getLegalPage,
  getSpecialisms,
  LEGAL_PAGES,
} from "@/lib/content";
import { lastCommitDate } from "@/lib/seo/last-modified";
import { aliasesOf, normalisePath, type AliasRoute } from "@/lib/seo/paths";

type ChangeFrequency = "daily" | "weekly" | "monthly" | "yearly";

type SiteRoute = {
  path: string;
  /** The content files the page is made from (for its lastmod when the content gives no date). */
  sources?: readonly string[];
  changeFrequency: ChangeFrequency;
  priority: number;
  /** When the page's content last changed (ISO date), where the content says. */
  lastModified?: string;
};

/**
 * Pages with a fixed path. The sitemap lists these plus the content-driven detail pages; the end-to-end
 * sweep visits everything in the sitemap, so a page added here is tested the moment it exists.
 */
export const staticRoutes: readonly SiteRoute[] = [
  {
    path: "/",
    changeFrequency: "weekly",
    priority: 1,
    sources: ["content/pages/home.yml", "content/destinations", "content/testimonials", "content/specialisms"],
  },
  { path: "/about/", changeFrequency: "monthly", priority: 0.8, sources: ["content/pages/about.yml"] },
  {
    path: "/experiences/",
    changeFrequency: "monthly",
    priority: 0.9,
    sources: ["content/pages/experiences.yml", "content/experiences"],
  },
  {
    path: "/specialisms/",
    changeFrequency: "monthly",
    priority: 0.9,
    sources: ["content/pages/specialisms.yml", "content/specialisms"],
  },
  {
    path: "/services/",
    changeFrequency: "monthly",
    priority: 0.7,
    sources: ["content/pages/services.yml", "content/services"],
  },
  {
    path: "/concierge-services/",
    changeFrequency: "monthly",
    priority: 0.7,
    sources: ["content/pages/concierge.yml", "content/concierge"],
  },
  { path: "/luxury-travel/", changeFrequency: "monthly", priority: 0.8, sources: ["content/pages/luxury-travel.yml"] },
  { path: "/tailor-made/", changeFrequency: "monthly", priority: 0.8, sources: ["content/pages/tailor-made.yml"] },
  {
    path: "/testimonials/",
    changeFrequency: "monthly",
    priority: 0.6,
    sources: ["content/pages/testimonials.yml", "content/testimonials"],
  },
  { path: "/journal/", changeFrequency: "weekly", priority: 0.7 },
  { path: "/contact/", changeFrequency: "yearly", priority: 0.9, sources: ["content/pages/contact.yml"] },
  {
    path: "/destinations/",
    changeFrequency: "monthly",
    priority: 0.9,
    sources: ["content/pages/destinations.yml", "content/destinations"],
  },
  {
    path: "/when-to-go/",
    changeFrequency: "monthly",
    priority: 0.8,
    sources: ["content/pages/when-to-go.yml", "content/destinations"],
  },
  {
    path: "/itineraries/",
    changeFrequency: "monthly",
    priority: 0.8,
    sources: ["content/pages/itineraries.yml", "content/itineraries"],
  },
  { path: "/search/", changeFrequency: "yearly", priority: 0.3, sources: ["content/pages/search.yml"] },
  {
    path: "/booking-with-confidence/",
    changeFrequency: "yearly",
    priority: 0.6,
    sources: ["content/pages/booking-with-confidence.yml", "content/settings.yml"],
  },
  {
    path: "/reviews-policy/",
    changeFrequency: "yearly",
    priority: 0.3,
    sources: ["content/pages/reviews-policy.yml", "content/settings.yml"],
  },
  { path: "/privacy-policy/", changeFrequency: "yearly", priority: 0.2 },
  { path: "/terms-of-service/", changeFrequency: "yearly", priority: 0.2 },
  { path: "/accessibility/", changeFrequency: "yearly", priority: 0.3 },
];

/** Every primary page, fixed and content-driven, with when its content last changed where that is known. */
export function siteRoutes(): SiteRoute[] {
  const articles = getArticles();
  const lastModified = new Map<string, string>([
    ...LEGAL_PAGES.map((slug): [string, string] => [`/${slug}/`, getLegalPage(slug).lastUpdated]),
    // The list changes when its newest article does.
    ...articles
      .map((article) => article.lastModified)
      .sort()
      .slice(-1)
      .map((date): [string, string] => ["/journal/", date]),
  ]);
  const dated = ({ sources, ...route }: SiteRoute) => {
    const date = lastModified.get(route.path) ?? (sources ? lastCommitDate(sources) : undefined);
    return { ...route, ...(date ? { lastModified: date } : {}) };
  };
  const detail = (path: string, priority: number, sources: string[]): SiteRoute =>
    dated({ path: normalisePath(path), changeFrequency: "monthly", priority, sources });
  return [
    ...staticRoutes.map(dated),
    ...getDestinationDetails().map((destination) =>
      detail(`/destination/${destination.slug}`, 0.8, [
        `content/destinations/${destination.slug}.yml`,
        "content/pages/destination.yml",
      ]),
    ),
    ...getItineraries().map((trip) =>
      detail(trip.path, 0.7, [`content/itineraries/${trip.slug}.yml`, "content/pages/itineraries.yml"]),
    ),
    ...getExperiences().map((experience) =>
      detail(`/experiences/${experience.id}`, 0.7, [
        `content/experiences/${experience.id}.yml`,
        "content/pages/experience.yml",
      ]),
    ),
    ...getSpecialisms().map((specialism) =>
      detail(`/specialisms/${specialism.slug}`, 0.7, [
        `content/specialisms/${specialism.slug}.yml`,
        "content/pages/specialism.yml",
      ]),
    ),
    ...articles.map((article) => ({
      path: normalisePath(article.path),
      changeFrequency: "monthly" as const,
      priority: article.featured ? 0.7 : 0.6,
      lastModified: article.lastModified,
    })),
  ];
}

/** The aliases of every primary page (/privacy/, /blog/, /blog/{id}/ …), computed from the routes. */
export function aliasRoutes(): AliasRoute[] {
  return aliasesOf(siteRoutes().map((route) => route.path));
}
