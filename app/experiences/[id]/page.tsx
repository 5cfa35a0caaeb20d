import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ExperienceDetail } from "@/components/experiences/experience-detail";
import { PageHero } from "@/components/layout/page-hero";
import { ServiceJsonLd } from "@/components/seo/service-json-ld";
import { CtaBand } from "@/components/ui/cta-band";
import { getExperience, getExperienceDetailPage, getExperiences } from "@/lib/content";
import { enquiryHref, photoUrl } from "@/lib/seo/paths";
import { pageMetadata } from "@/lib/seo";

type Props = { params: Promise<{ id: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getExperiences().map((experience) => ({ id: experience.id }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const experience = getExperience((await params).id);
  if (!experience) return {};
  const { title, metaDescription: description, id } = experience;
  return pageMetadata({ title, description, path: `/experiences/${id}` });
}

export default async function ExperiencePage({ params }: Props) {
  const experience = getExperience((await params).id);
  if (!experience) notFound();
  const labels = getExperienceDetailPage();
  const path = `/experiences/${experience.id}`;
  const { cta } = labels;
  return (
    <>
      <ServiceJsonLd
        name={experience.title}
        description={experience.metaDescription}
        path={path}
        serviceType="Luxury travel experience"
        image={photoUrl(experience.image.src)}
        catalogue={experience.features.map((feature) => ({ title: feature }))}
        breadcrumbs={[
          { name: "Home", path: "/" },
          { name: "Experiences", path: "/experiences" },
          { name: experience.title, path },
        ]}
      />
      <PageHero
        size="full"
        eyebrow={labels.heroEyebrow}
        title={experience.title}
        subtitle={experience.subtitle}
        image={experience.image}
        region={experience.region}
      />
      <ExperienceDetail experience={experience} labels={labels} />
      <CtaBand
        title={cta.heading}
        text={cta.text}
        primary={{ ...cta.primary, href: enquiryHref(cta.primary.href, experience.id, "specialism") }}
        secondary={cta.secondary}
      />
    </>
  );
}
