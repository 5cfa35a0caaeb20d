import { ListingView } from "@/components/listing/listing-view";
import { getExperiences, getListingPage } from "@/lib/content";
import { pageMetadata } from "@/lib/seo";

const page = getListingPage("experiences");
const experiences = getExperiences();

export const metadata = pageMetadata({
  ...page.meta,
  path: "/experiences",
  keywords: ["luxury yacht charter", "private safari", "alpine chalets", "wellness retreats", "cultural tours"],
});

const count = (n: number) => String(n).padStart(2, "0");

export default function ExperiencesPage() {
  const items = experiences.map((experience, index) => ({
    id: experience.id,
    eyebrow: `${count(index + 1)} / ${count(experiences.length)}`,
    title: experience.title,
    subtitle: experience.subtitle,
    description: experience.summary,
    image: experience.image,
    region: experience.region,
    href: `/experiences/${experience.id}`,
  }));
  return <ListingView page={page} path="/experiences" items={items} layout="rows" />;
}
