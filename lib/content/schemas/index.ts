/*
 * One schema per collection under content/ (lib/content/collections.ts lists them with their folders), one
 * file each here, and the parts they share (parts.ts): text, slugs, dates, an image with its alt text, SEO
 * fields and calls to action. Every file is parsed once, when the build first asks for content, so a
 * malformed one fails `next build` naming its file, its item and the field. Browser-safe: components import
 * the types from here.
 */
export * from "@/lib/content/schemas/parts";
export * from "@/lib/content/schemas/destinations";
export * from "@/lib/content/schemas/itineraries";
export * from "@/lib/content/schemas/experiences";
export * from "@/lib/content/schemas/specialisms";
export * from "@/lib/content/schemas/services";
export * from "@/lib/content/schemas/testimonials";
export * from "@/lib/content/schemas/journal";
export * from "@/lib/content/schemas/legal";
export * from "@/lib/content/schemas/settings";
export * from "@/lib/content/schemas/navigation";
export * from "@/lib/content/schemas/bank-holidays";
