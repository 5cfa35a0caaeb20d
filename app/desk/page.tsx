import { DeskApp } from "@/components/desk/desk-app";
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
    <div className="bg-ivory pt-28 pb-20 md:pt-36">
      <div className="container-luxe">
        <p className="eyebrow text-bronze">{site.name}</p>
        <h1 className="mt-3 font-display text-title text-navy">The desk</h1>
        <p className="mt-4 max-w-2xl text-lede text-muted">
          Every enquiry, consultation and sign-up in one place. The desk needs you to be signed in with your work
          address, and JavaScript turned on.
        </p>
        <noscript>
          <p className="mt-6 max-w-2xl rounded-2xl bg-sand/70 p-6 text-ink ring-1 ring-line">
            JavaScript is off in this browser, so the desk cannot show your leads. Turn it on for this site, then reload
            the page.
          </p>
        </noscript>
        <div className="mt-8">
          <DeskApp />
        </div>
      </div>
    </div>
  );
}
