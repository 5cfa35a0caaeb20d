import { notFound } from "next/navigation";
import { PageHero } from "@/components/layout/page-hero";
import { SaveButton } from "@/components/shortlist/shortlist-controls";
import { DestinationHighlights } from "@/components/destinations/destination-highlights";
import { DestinationJsonLd } from "@/components/destinations/destination-json-ld";
import { DestinationOverview } from "@/components/destinations/destination-overview";
import { DestinationRelated } from "@/components/destinations/destination-related";
import { MonthTable } from "@/components/destinations/month-table";
import { ButtonLink } from "@/components/ui/button-link";
import { CtaBand } from "@/components/ui/cta-band";
import { destinationMapHref, enquiryHref } from "@/lib/seo/paths";
import {
  getDestinationDetail,
  getDestinationDetailPage,
  getDestinationDetails,
  getDestinationRelations,
  getItineraryCardLabels,
  getJournalPage,
  getPinForGuide,
} from "@/lib/content";
import { fillLabel } from "@/lib/content/labels";
import { finderHref } from "@/lib/finder";
import { pageMetadata } from "@/lib/seo";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getDestinationDetails().map((detail) => ({ slug: detail.slug }));
}

export async function generateMetadata({ params }: Props) {
  const detail = getDestinationDetail((await params).slug);
  if (!detail) return {};
  return pageMetadata({
    title: `${detail.name} Luxury Holidays`,
    description: detail.description,
    path: `/destination/${detail.slug}`,
    keywords: [detail.name, detail.country, `${detail.name} holidays`, `luxury ${detail.name} travel`],
  });
}

export default async function DestinationPage({ params }: Props) {
  const detail = getDestinationDetail((await params).slug);
  if (!detail) notFound();
  const copy = getDestinationDetailPage();
  const path = `/destination/${detail.slug}`;
  const pin = getPinForGuide(detail.slug);
  const mapHref = pin ? destinationMapHref(pin.slug) : undefined;
  const crumbs = [
    { name: "Home", path: "/" },
    { name: copy.breadcrumbLabel, path: "/destinations" },
    { name: detail.name, path },
  ];
  return (
    <>
      <DestinationJsonLd detail={detail} path={path} crumbs={crumbs} />
      <PageHero
        eyebrow={detail.country}
        title={detail.name}
        subtitle={detail.description}
        image={detail.image}
        region={detail.region}
      >
        <ButtonLink href={enquiryHref(copy.heroCta.href, detail.slug)}>{copy.heroCta.label}</ButtonLink>
        <SaveButton slug={detail.slug} name={detail.name} look="hero" />
      </PageHero>
      <DestinationOverview detail={detail} copy={copy} breadcrumbs={crumbs} mapHref={mapHref} />
      <DestinationHighlights name={detail.name} highlights={detail.highlights} copy={copy} />
      <MonthTable
        name={detail.name}
        finderHref={finderHref({ destination: detail.slug })}
        climate={detail.climate}
        copy={copy.whenToGo}
      />
      <DestinationRelated
        name={detail.name}
        related={getDestinationRelations(detail.slug)}
        copy={copy.related}
        itineraryLabels={getItineraryCardLabels()}
        readLabel={getJournalPage().labels.readArticle}
      />
      <CtaBand
        title={fillLabel(copy.cta.heading, { name: detail.name })}
        text={copy.cta.text}
        primary={{ ...copy.cta.primary, href: enquiryHref(copy.cta.primary.href, detail.slug) }}
      />
    </>
  );
}
