import "server-only";
import type {
  AggregateRating,
  Article,
  Blog,
  BreadcrumbList,
  ImageObject,
  ItemList,
  Organization,
  PostalAddress,
  Review,
  TravelAgency,
  WebPage,
  Thing,
  WithContext,
} from "schema-dts";

/** A schema.org node with its @context, typed by schema-dts (the object form, not a bare reference). */
export type JsonLd<T extends Thing> = WithContext<Exclude<T, string>>;
import { site } from "@/lib/content/settings";
import { RASTER_LOGO } from "@/lib/images";
import { absoluteUrl } from "@/lib/seo/paths";

/*
 * Pure JSON-LD builders (schema.org): the agency, its reviews and the shape of each page (article, blog,
 * listing, breadcrumbs). What the agency offers (services, destinations, trips) is built in
 * structured-data-travel.ts. Pages render them through next-seo's <JsonLdScript>, which escapes
 * "</script>". Any figure emitted here must also be visible on the page that emits it (search engines require it),
 * so the aggregate rating is opt-in.
 */

export const ORGANISATION_ID = `${site.url}/#organisation`;

function postalAddress(): PostalAddress {
  return {
    "@type": "PostalAddress",
    addressLocality: site.address.locality,
    addressRegion: site.address.region,
    addressCountry: site.address.country,
  };
}

function aggregateRating(): AggregateRating {
  return {
    "@type": "AggregateRating",
    ratingValue: site.ratings.aggregate.value.toFixed(1),
    reviewCount: site.ratings.aggregate.count,
    bestRating: site.ratings.aggregate.best,
  };
}

function logo(): ImageObject {
  return {
    "@type": "ImageObject",
    url: `${site.url}${RASTER_LOGO.path}`,
    width: `${RASTER_LOGO.size}`,
    height: `${RASTER_LOGO.size}`,
  };
}

/** The agency as an Organization: emitted on every page so each one names its publisher. */
export function organisationJsonLd(): JsonLd<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": ORGANISATION_ID,
    name: site.name,
    url: `${site.url}/`,
    logo: logo(),
    description: site.description,
    email: site.email,
    telephone: site.phone.href.replace("tel:", ""),
    address: postalAddress(),
    founder: { "@type": "Person", name: site.founder.name, jobTitle: site.founder.role },
    sameAs: site.socials.map((social) => social.href),
  };
}

export type ReviewJsonLdInput = { author: string; quote: string; rating: number };

/**
 * One client review of the agency, nested in the TravelAgency that it reviews. Only for reviews printed
 * in full on the page that emits them.
 */
export function reviewJsonLd(review: ReviewJsonLdInput): Review {
  return {
    "@type": "Review",
    author: { "@type": "Person", name: review.author },
    reviewBody: review.quote,
    reviewRating: {
      "@type": "Rating",
      ratingValue: review.rating,
      bestRating: site.ratings.aggregate.best,
      worstRating: 1,
    },
  };
}

export type TravelAgencyJsonLdOptions = {
  path: string;
  /** Only where the page shows the aggregate figure in visible text. */
  includeRating?: boolean;
  /** Only the reviews the page shows in full. */
  reviews?: readonly ReviewJsonLdInput[];
};

/** The agency as a TravelAgency (a LocalBusiness) for the home, about and contact pages. */
export function travelAgencyJsonLd(options: TravelAgencyJsonLdOptions): JsonLd<TravelAgency> {
  return {
    "@context": "https://schema.org",
    "@type": "TravelAgency",
    "@id": `${site.url}/#travel-agency`,
    name: site.name,
    url: absoluteUrl(options.path),
    image: `${site.url}/icon.svg`,
    description: site.description,
    telephone: site.phone.href.replace("tel:", ""),
    email: site.email,
    priceRange: site.priceRange,
    address: postalAddress(),
    areaServed: { "@type": "Country", name: site.address.countryName },
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: site.hours.officeSpec.days,
      opens: site.hours.officeSpec.opens,
      closes: site.hours.officeSpec.closes,
    },
    parentOrganization: { "@id": ORGANISATION_ID },
    ...(options.includeRating ? { aggregateRating: aggregateRating() } : {}),
    ...(options.reviews && options.reviews.length > 0 ? { review: options.reviews.map(reviewJsonLd) } : {}),
  };
}

export type ArticleJsonLdInput = {
  headline: string;
  description: string;
  image: string;
  datePublished: string;
  dateModified?: string;
  author: string;
  path: string;
};

export function articleJsonLd(input: ArticleJsonLdInput): JsonLd<Article> {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: input.headline,
    description: input.description,
    image: [input.image],
    datePublished: input.datePublished,
    dateModified: input.dateModified ?? input.datePublished,
    author: { "@type": "Person", name: input.author },
    publisher: { "@id": ORGANISATION_ID, "@type": "Organization", name: site.name, logo: logo() },
    mainEntityOfPage: { "@type": "WebPage", "@id": absoluteUrl(input.path) },
    inLanguage: site.language,
  };
}

export type ItemListJsonLdInput = { name: string; path: string; items: readonly Crumb[] };

/** A listing page's entries, in the order shown, each pointing at its own page. */
export function itemListJsonLd(input: ItemListJsonLdInput): JsonLd<ItemList> {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: input.name,
    url: absoluteUrl(input.path),
    numberOfItems: input.items.length,
    itemListElement: input.items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      url: absoluteUrl(item.path),
    })),
  };
}

export type Crumb = { name: string; path: string };

export function breadcrumbJsonLd(crumbs: readonly Crumb[]): JsonLd<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

export type WebPageJsonLdInput = { name: string; description: string; path: string };

/** A plain WebPage, for statement pages (privacy, terms, accessibility). */
export function webPageJsonLd(input: WebPageJsonLdInput): JsonLd<WebPage> {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.path),
    inLanguage: site.language,
    publisher: { "@id": ORGANISATION_ID },
  };
}

export type BlogJsonLdInput = {
  name: string;
  description: string;
  path: string;
  posts: readonly { headline: string; path: string; datePublished: string; author: string }[];
};

/** The journal list as a Blog whose posts link to their own pages. */
export function blogJsonLd(input: BlogJsonLdInput): JsonLd<Blog> {
  return {
    "@context": "https://schema.org",
    "@type": "Blog",
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.path),
    inLanguage: site.language,
    publisher: { "@id": ORGANISATION_ID },
    blogPost: input.posts.map((post) => ({
      "@type": "BlogPosting",
      headline: post.headline,
      url: absoluteUrl(post.path),
      datePublished: post.datePublished,
      author: { "@type": "Person", name: post.author },
    })),
  };
}
