import { ButtonLink } from "@/components/ui/button-link";
import { CheckList } from "@/components/ui/check-list";
import { RemoteImage } from "@/components/ui/remote-image";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { fallbackImageFor } from "@/lib/images";
import type { ExperienceDetailPage } from "@/lib/content/page-schemas";
import { enquiryHref } from "@/lib/seo/paths";
import type { Experience } from "@/lib/content/schemas";

type ExperienceDetailProps = { experience: Experience; labels: ExperienceDetailPage };

const NUMERALS = ["i", "ii", "iii", "iv", "v", "vi"];

/** The body of an experience page: the story, what is included and the highlights. */
export function ExperienceDetail({ experience, labels }: ExperienceDetailProps) {
  const [lede, ...paragraphs] = experience.description;
  return (
    <>
      <Section labelledBy="the-experience" spacing="roomy">
        <div className="grid gap-14 lg:grid-cols-12 lg:gap-16">
          <div className="lg:col-span-7">
            <h2 id="the-experience" className="text-title text-navy">
              {labels.story.heading}
            </h2>
            <span aria-hidden="true" className="mt-8 block h-px w-16 bg-gold" />
            <p className="mt-8 text-lede text-ink/85 first-letter:float-left first-letter:mr-3 first-letter:font-display first-letter:text-7xl first-letter:leading-[0.8] first-letter:text-bronze">
              {lede}
            </p>
            {paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-6 leading-relaxed text-muted">
                {paragraph}
              </p>
            ))}
          </div>
          <aside aria-labelledby="experience-enquiry" className="lg:col-span-4 lg:col-start-9">
            <div className="bg-navy p-8 text-white md:p-10 lg:sticky lg:top-28">
              <p className="eyebrow text-gold-light">{experience.title}</p>
              <h3 id="experience-enquiry" className="mt-4 text-3xl text-white">
                {labels.enquiry.heading}
              </h3>
              <p className="mt-4 leading-relaxed text-white/75">{labels.enquiry.text}</p>
              <ButtonLink
                href={enquiryHref(labels.enquiry.button.href, experience.id, "specialism")}
                className="mt-8 w-full"
              >
                {labels.enquiry.button.label}
              </ButtonLink>
            </div>
          </aside>
        </div>
      </Section>

      <Section tone="white" labelledBy="whats-included">
        <div className="grid gap-12 lg:grid-cols-12 lg:gap-16">
          <div className="lg:col-span-4">
            <SectionHeading id="whats-included" {...headingProps(labels.included)} />
          </div>
          <div className="lg:col-span-8 lg:pt-12">
            <CheckList items={experience.features} columns={2} />
          </div>
        </div>
      </Section>

      <Section tone="sand" labelledBy="experience-highlights" spacing="roomy">
        <div className="grid items-center gap-14 lg:grid-cols-2 lg:gap-20">
          <div className="relative aspect-[4/3] overflow-hidden bg-navy shadow-card lg:aspect-[4/5]">
            <RemoteImage
              src={experience.image.src}
              fallback={fallbackImageFor(experience.region)}
              alt={experience.image.alt}
              fill
              sizes="(min-width: 1024px) 40rem, 100vw"
              className="object-cover"
            />
          </div>
          <div>
            <SectionHeading id="experience-highlights" {...headingProps(labels.highlights)} />
            <ol className="mt-10 space-y-7">
              {experience.highlights.map((highlight, index) => (
                <li key={highlight} className="flex gap-6 border-b border-stone pb-7 last:border-0 last:pb-0">
                  <span aria-hidden="true" className="w-8 shrink-0 font-display text-2xl text-bronze italic">
                    {NUMERALS[index]}
                  </span>
                  <p className="font-display text-2xl leading-snug text-navy">{highlight}</p>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </Section>
    </>
  );
}

function headingProps(heading: { eyebrow?: string; heading: string; intro?: string }) {
  return { eyebrow: heading.eyebrow, title: heading.heading, intro: heading.intro };
}
