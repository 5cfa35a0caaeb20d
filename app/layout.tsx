import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { cormorant } from "@/app/fonts";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { SkipLink } from "@/components/layout/skip-link";
import { JsonLd } from "@/components/seo/json-ld";
import { ImageFallbacks } from "@/components/ui/image-fallbacks";
import { IntentNavigation } from "@/components/layout/intent-navigation";
import { VisitRecorder } from "@/components/layout/visit-recorder";
import { SearchLauncher } from "@/components/search/search-launcher";
import { IMAGE_CDN_ORIGIN } from "@/lib/image-loader";
import { site } from "@/lib/content/settings";
import { organisationJsonLd } from "@/lib/seo/structured-data";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  applicationName: site.name,
  authors: [{ name: site.founder.name }],
  creator: site.name,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: "#0f2a3d",
  colorScheme: "light",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB" className={cormorant.variable}>
      <head>
        {/* Photos come from the image CDN: open the connection while the HTML is still arriving. */}
        <link rel="preconnect" href={IMAGE_CDN_ORIGIN} />
        <noscript>
          {/* Without JavaScript the header cannot follow the scroll: give it the solid style throughout. Controls
              that only work with a script (marked data-needs-js) step aside for their <noscript> equivalents. */}
          <style>{`[data-site-header]{background:rgb(255 255 255/.94);color:var(--color-navy)}[data-menu-toggle],[data-needs-js]{display:none!important}`}</style>
        </noscript>
      </head>
      <body>
        <SkipLink />
        <SiteHeader />
        <main id="main" tabIndex={-1} className="outline-none">
          {children}
        </main>
        <SiteFooter />
        <ImageFallbacks />
        <IntentNavigation />
        <VisitRecorder />
        <SearchLauncher />
        <JsonLd id="organisation-jsonld" data={organisationJsonLd()} />
      </body>
    </html>
  );
}
