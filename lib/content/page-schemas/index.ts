/*
 * The copy of each page: one file per page under content/pages/, one schema file here per group of pages,
 * built from the shared pieces in parts.ts. Items with a collection of their own (destinations,
 * testimonials, specialisms…) are named by slug and looked up, never copied. Fixed counts from the spec are
 * part of the schema, so a missing pillar or step fails the build. Browser-safe: components import the types
 * from here.
 */
export * from "@/lib/content/page-schemas/parts";
export * from "@/lib/content/page-schemas/home";
export * from "@/lib/content/page-schemas/about";
export * from "@/lib/content/page-schemas/services";
export * from "@/lib/content/page-schemas/destinations";
export * from "@/lib/content/page-schemas/itineraries";
export * from "@/lib/content/page-schemas/journal";
export * from "@/lib/content/page-schemas/contact";
export * from "@/lib/content/page-schemas/search";
export * from "@/lib/content/page-schemas/trust";
export * from "@/lib/content/page-schemas/newsletter";
export * from "@/lib/content/page-schemas/shortlist";
