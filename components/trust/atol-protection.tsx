import { AtolLicence } from "@/components/trust/atol-licence";
import { ProseBlock } from "@/components/trust/prose-block";
import { SourceLinks } from "@/components/trust/source-links";
import type { z } from "zod";
import type { bookingConfidencePageSchema } from "@/lib/content/page-schemas";

type AtolContent = z.infer<typeof bookingConfidencePageSchema>["atol"];

type AtolProtectionProps = {
  id: string;
  content: AtolContent;
  sourcesLabel: string;
  atol: { holder: string; number: string; logo?: { src: string; alt: string }; verifyHref: string };
};

/** ATOL in plain words beside the licence that provides it: the network's, with its holder and number. */
export function AtolProtection({ id, content, sourcesLabel, atol }: AtolProtectionProps) {
  const { licence, otherBookings, sources, ...prose } = content;
  return (
    <div className="grid gap-14 lg:grid-cols-12 lg:gap-16">
      <div className="lg:col-span-7">
        <ProseBlock id={id} {...prose}>
          <p className="mt-6 max-w-[68ch] leading-relaxed text-muted">{otherBookings}</p>
          <SourceLinks label={sourcesLabel} links={sources} className="mt-8" />
        </ProseBlock>
      </div>
      <div className="lg:col-span-5 lg:pt-10">
        <AtolLicence id={`${id}-licence`} labels={licence} atol={atol} />
      </div>
    </div>
  );
}
