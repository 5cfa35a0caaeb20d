import { Link } from "@/components/ui/link";
import { Icon } from "@/components/icons/icon";
import { CardGrid } from "@/components/ui/card-grid";
import { Intro } from "@/components/ui/intro";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import type { SpecialismDetailPage } from "@/lib/content/page-schemas";
import { normalisePath } from "@/lib/seo/paths";
import type { Specialism } from "@/lib/content/schemas";

type SpecialismDetailProps = {
  specialism: Specialism;
  others: readonly Specialism[];
  labels: SpecialismDetailPage;
};

/** The body of a specialism page: the founder's note, the feature grid and the other specialisms. */
export function SpecialismDetail({ specialism, others, labels }: SpecialismDetailProps) {
  const { page } = specialism;
  return (
    <>
      <Section labelledBy="specialism-intro" spacing="roomy">
        <Intro id="specialism-intro" eyebrow={labels.story.eyebrow} heading={page.metaTitle} body={page.intro} />
      </Section>

      <Section tone="navy" labelledBy="specialism-features">
        <SectionHeading
          id="specialism-features"
          tone="light"
          eyebrow={labels.features.eyebrow}
          title={labels.features.heading}
          intro={labels.features.intro}
        />
        <CardGrid className="mt-14" items={page.featureGrid} defaults={{ tone: "dark", surface: "plain" }} />
      </Section>

      <Section tone="sand" spacing="tight" labelledBy="other-specialisms">
        <h2 id="other-specialisms" className="text-center text-3xl text-navy">
          {labels.others.heading}
        </h2>
        <ul className="mt-10 flex flex-wrap justify-center gap-3">
          {others.map((other) => (
            <li key={other.slug}>
              <Link
                href={normalisePath(`/specialisms/${other.slug}`)}
                className="inline-flex min-h-12 items-center gap-3 rounded-full border border-navy/20 bg-ivory px-6 text-sm font-medium text-navy transition-colors duration-300 ease-luxe hover:border-navy hover:bg-navy hover:text-ivory"
              >
                <Icon name={other.icon} className="size-5 text-bronze" />
                {other.title}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
