import { JsonLd } from "@/components/seo/json-ld";
import { breadcrumbJsonLd, webPageJsonLd } from "@/lib/seo/structured-data";

type StatementPageJsonLdProps = { name: string; description: string; path: string };

/** A page one level below home (legal, policy and trust pages): its WebPage and its two-step breadcrumb. */
export function StatementPageJsonLd({ name, description, path }: StatementPageJsonLdProps) {
  return (
    <>
      <JsonLd id="webpage-jsonld" data={webPageJsonLd({ name, description, path })} />
      <JsonLd
        id="breadcrumb-jsonld"
        data={breadcrumbJsonLd([
          { name: "Home", path: "/" },
          { name, path },
        ])}
      />
    </>
  );
}
