import { ManageBookingLoader } from "@/components/contact/manage-booking-loader";
import { PageHero } from "@/components/layout/page-hero";
import { getBookingRules, getContactContent } from "@/lib/content";
import { pageMetadata } from "@/lib/seo";
import { normalisePath } from "@/lib/seo/paths";

const { page, agency } = getContactContent();

export const MANAGE_PATH = "/consultation/manage/";

// Opened only from a link in a booking's e-mail, its token after the "#": kept out of search results and the
// sitemap, and nothing happens on opening it but reading the booking.
export const metadata = pageMetadata({
  title: "Your Consultation",
  description: `See, move or cancel the free travel consultation you booked with ${agency.name}.`,
  path: MANAGE_PATH,
  noIndex: true,
});

export default function ManageConsultationPage() {
  return (
    <>
      <PageHero
        size="compact"
        eyebrow="Consultation"
        title="Your Consultation"
        subtitle="See your call with us, move it to another time, or cancel it."
        image={page.hero.image}
      />
      <section className="bg-ivory py-16 md:py-24">
        <div className="container-luxe">
          <div className="mx-auto max-w-2xl">
            <div className="text-center">
              <span aria-hidden="true" className="mx-auto block h-px w-16 bg-gold" />
              <h2 className="mt-8 font-display text-3xl text-navy md:text-4xl">Your booking</h2>
              <p className="mt-6 text-lede text-muted">
                This page shows the consultation you booked with {agency.name}, and lets you move it to another time or
                cancel it. It opens your booking from the link in our e-mail, which works until the call begins.
              </p>
              <noscript>
                <p className="mt-6 text-lede text-ink">
                  It needs JavaScript to read your booking. To move or cancel your call without it, please ring us on{" "}
                  <a className="underline" href={agency.phone.href}>
                    {agency.phone.display}
                  </a>{" "}
                  or e-mail{" "}
                  <a className="underline" href={`mailto:${agency.email}`}>
                    {agency.email}
                  </a>
                  .
                </p>
              </noscript>
            </div>
            <div className="mt-12">
              <ManageBookingLoader
                rules={getBookingRules()}
                agency={{ name: agency.name, email: agency.email, phone: agency.phone }}
                contactHref={normalisePath("/contact/")}
              />
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
