import { ButtonLink } from "@/components/ui/button-link";
import { RemoteImage } from "@/components/ui/remote-image";
import { fallbackImageFor } from "@/lib/images";
import type { AboutPage } from "@/lib/content/page-schemas";

type FounderProfileProps = {
  founder: AboutPage["founder"] & { name: string; role: string; specialisms: readonly string[] };
  id: string;
};

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join("");

/** 'Meet Your Travel Expert': the founder's portrait (or her monogram until one is supplied) and story. */
export function FounderProfile({ founder, id }: FounderProfileProps) {
  return (
    <div className="grid items-center gap-14 lg:grid-cols-12 lg:gap-20">
      <div className="lg:col-span-5">
        <div className="relative mx-auto aspect-[4/5] max-w-md overflow-hidden bg-radial-[at_50%_35%] from-ocean to-navy-deep shadow-card">
          {founder.image ? (
            <RemoteImage
              src={founder.image.src}
              fallback={fallbackImageFor()}
              alt={founder.image.alt}
              fill
              sizes="(min-width: 1024px) 28rem, 100vw"
              className="object-cover"
            />
          ) : (
            <div aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
              <div className="absolute inset-6 border border-gold/40" />
              <div className="absolute inset-9 border border-gold/15" />
              <span className="font-display text-[7rem] leading-none font-medium tracking-wider text-gold-light">
                {initials(founder.name)}
              </span>
            </div>
          )}
        </div>
      </div>
      <div className="lg:col-span-7">
        <h2 id={id} className="text-title text-navy">
          {founder.heading}
        </h2>
        <p className="mt-8 font-display text-3xl text-navy">{founder.name}</p>
        <p className="mt-2 eyebrow text-bronze">{founder.role}</p>
        <ul className="mt-6 flex flex-wrap gap-2">
          {founder.specialisms.map((specialism) => (
            <li key={specialism} className="rounded-full bg-sand px-4 py-1.5 text-sm font-medium text-navy">
              {specialism}
            </li>
          ))}
        </ul>
        <div className="mt-8 space-y-5 leading-relaxed text-muted">
          {founder.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <ButtonLink href={founder.button.href} variant="dark" className="mt-10">
          {founder.button.label}
        </ButtonLink>
      </div>
    </div>
  );
}
