import { DeskApp } from "@/components/desk/desk-app";
import { PageHero } from "@/components/layout/page-hero";
import { site } from "@/lib/content/settings";
import { pageMetadata } from "@/lib/seo";

// The owner's own tool: behind Cloudflare Access, never in the sitemap, the search index or a search engine.
export const metadata = pageMetadata({
  title: "The desk",
  description: "Where the agency answers its enquiries, consultation bookings and newsletter sign-ups.",
  path: "/desk/",
  noIndex: true,
});

export default function DeskPage() {
  return (
    <>
      <PageHero
        eyebrow={site.name}
        title="The desk"
        subtitle="Every enquiry, consultation and sign-up in one place. The desk needs you to be signed in with your work address, and JavaScript turned on."
        size="compact"
      />
      <div className="py-12 md:py-16">
        <div className="container-luxe">
          <noscript>
            <p className="mb-8 max-w-2xl rounded-2xl bg-sand/70 p-6 text-ink ring-1 ring-line">
              JavaScript is off in this browser, so the desk cannot show your leads. Turn it on for this site, then
              reload the page.
            </p>
          </noscript>
          <DeskApp />
        </div>
      </div>
    </>
  );
}
