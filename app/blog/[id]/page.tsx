// Alias of /journal/{id}: the same page, whose canonical link names the primary path.
export { default, generateStaticParams, generateMetadata } from "../../journal/[id]/page";
// Segment config must be literal: Next.js refuses a re-exported dynamicParams.
export const dynamicParams = false;
