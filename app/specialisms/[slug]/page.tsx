import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageHero } from "@/components/layout/page-hero";
import { ServiceJsonLd } from "@/components/seo/service-json-ld";
import { SpecialismDetail } from "@/components/specialisms/specialism-detail";
import { CtaBand } from "@/components/ui/cta-band";
import { getSpecialism, getSpecialismDetailPage, getSpecialisms } from "@/lib/content";
import { enquiryHref, photoUrl } from "@/lib/seo/paths";
import { pageMetadata } from "@/lib/seo";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getSpecialisms().map((specialism) => ({ slug: specialism.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const specialism = getSpecialism((await params).slug);
  if (!specialism) return {};
  const { metaTitle: title, metaDescription: description } = specialism.page;
  return pageMetadata({ title, description, path: `/specialisms/${specialism.slug}` });
}

export default async function SpecialismPage({ params }: Props) {
  const specialism = getSpecialism((await params).slug);
  if (!specialism) notFound();
  const labels = getSpecialismDetailPage();
  const path = `/specialisms/${specialism.slug}`;
  const others = getSpecialisms().filter((other) => other.slug !== specialism.slug);
  return (
    <>
      <ServiceJsonLd
        name={specialism.title}
        description={specialism.page.metaDescription}
        path={path}
        serviceType={specialism.title}
        image={photoUrl(specialism.image.src)}
        catalogue={specialism.page.featureGrid}
        breadcrumbs={[
          { name: "Home", path: "/" },
          { name: "Specialisms", path: "/specialisms" },
          { name: specialism.title, path },
        ]}
      />
      <PageHero
        eyebrow={labels.heroEyebrow}
        title={specialism.title}
        subtitle={specialism.page.heroSubtitle}
        image={specialism.image}
        region={specialism.region}
      />
      <SpecialismDetail specialism={specialism} others={others} labels={labels} />
      <CtaBand
        title={labels.cta.heading}
        text={labels.cta.text}
        primary={{ label: specialism.page.ctaLabel, href: enquiryHref(labels.cta.href, specialism.slug, "specialism") }}
        secondary={labels.cta.secondary}
      />
    </>
  );
}
