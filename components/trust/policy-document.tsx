import type { ReactNode } from "react";
import { ProseBlock } from "@/components/trust/prose-block";
import { ContentsList } from "@/components/ui/contents-list";
import type { ProseBlock as ProseBlockContent } from "@/lib/content/page-schemas";

type PolicySection = { id: string; block: ProseBlockContent; extra?: ReactNode };

/** A policy in titled sections, with their contents beside them on wide screens, as the legal pages have. */
export function PolicyDocument({ contentsLabel, sections }: { contentsLabel: string; sections: PolicySection[] }) {
  return (
    <div className="container-luxe grid gap-12 py-16 md:py-24 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-20">
      <aside className="hidden lg:sticky lg:top-28 lg:block lg:self-start">
        <ContentsList headings={sections.map(({ id, block }) => ({ id, text: block.heading }))} label={contentsLabel} />
      </aside>
      <div className="space-y-16 md:space-y-20">
        {sections.map(({ id, block, extra }) => (
          <section key={id} aria-labelledby={id}>
            <ProseBlock id={id} {...block}>
              {extra}
            </ProseBlock>
          </section>
        ))}
      </div>
    </div>
  );
}
