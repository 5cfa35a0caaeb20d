import { PageHero } from "@/components/layout/page-hero";
import { StatementPageJsonLd } from "@/components/seo/statement-page-json-ld";
import { PolicyDocument } from "@/components/trust/policy-document";
import { ReviewPlatforms } from "@/components/trust/review-platforms";
import { SourceLinks } from "@/components/trust/source-links";
import { CtaBand } from "@/components/ui/cta-band";
import { getReviewsPolicyContent } from "@/lib/content";
import { pageMetadata } from "@/lib/seo";

const { page, platforms, updated, email } = getReviewsPolicyContent();
const path = "/reviews-policy";

export const metadata = pageMetadata({
  ...page.meta,
  path,
  keywords: ["reviews policy", "verified reviews", "Trustpilot", "Google reviews", "fake reviews"],
});

export default function ReviewsPolicyPage() {
  const { hero, shown, collected, integrity, figures, law, concerns, cta } = page;
  const { platformsLabel, readAll, updated: updatedLabel, ...figuresProse } = figures;
  const { sources, ...lawProse } = law;
  const platformList = (
    <ReviewPlatforms
      label={platformsLabel}
      readAll={readAll}
      updatedLabel={updatedLabel}
      platforms={platforms}
      updated={updated}
    />
  );
  const emailLink = (
    <p className="mt-6">
      <a href={`mailto:${email}`} className="font-medium text-ocean underline decoration-gold underline-offset-4">
        {email}
      </a>
    </p>
  );
  return (
    <>
      <StatementPageJsonLd name={hero.title} description={page.meta.description} path={path} />
      <PageHero size="compact" {...hero} />
      <PolicyDocument
        contentsLabel={page.contentsLabel}
        sections={[
          { id: "which-reviews", block: shown },
          { id: "how-we-collect", block: collected },
          { id: "never-paid-or-filtered", block: integrity },
          { id: "how-figures-are-worked-out", block: figuresProse, extra: platformList },
          {
            id: "consumer-law",
            block: lawProse,
            extra: <SourceLinks label={page.sourcesLabel} links={sources} className="mt-8" />,
          },
          { id: "raise-a-concern", block: concerns, extra: emailLink },
        ]}
      />
      <CtaBand title={cta.heading} text={cta.text} primary={cta.primary} secondary={cta.secondary} />
    </>
  );
}
