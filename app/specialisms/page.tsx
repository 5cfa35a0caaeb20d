import { ListingView } from "@/components/listing/listing-view";
import { getListingPage, getSpecialisms } from "@/lib/content";
import { pageMetadata } from "@/lib/seo";

const page = getListingPage("specialisms");
const specialisms = getSpecialisms();

export const metadata = pageMetadata({
  ...page.meta,
  path: "/specialisms",
  keywords: ["Disney specialist", "luxury cruises", "honeymoons", "accessible travel", "group tours"],
});

export default function SpecialismsPage() {
  const items = specialisms.map((specialism) => ({
    id: specialism.slug,
    title: specialism.title,
    description: specialism.description,
    image: specialism.image,
    region: specialism.region,
    icon: specialism.icon,
    features: specialism.features,
    href: `/specialisms/${specialism.slug}`,
  }));
  return <ListingView page={page} path="/specialisms" items={items} layout="grid" />;
}
