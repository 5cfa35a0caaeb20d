import { ClientAppBox } from "@/components/contact/client-app-box";
import { ConsultationPanel } from "@/components/contact/consultation-panel";
import { ContactDetails } from "@/components/contact/contact-details";
import { EnquirySection } from "@/components/contact/enquiry-section";
import { NextSteps } from "@/components/contact/next-steps";
import { ContactSocials } from "@/components/contact/social-links";
import type { BookingRules } from "@/lib/booking/settings";
import type { ContactContent } from "@/lib/content";
import type { DeliverySettings } from "@/lib/enquiry/delivery";
import type { EnquirySubjects } from "@/lib/enquiry/subject";
import type { Choice } from "@/lib/enquiry/trip";
import { normalisePath } from "@/lib/seo/paths";

type ContactDeskProps = {
  content: ContactContent;
  delivery: DeliverySettings;
  subjects: EnquirySubjects;
  months: readonly Choice[];
  /** The consultation calendar's weekly hours, notice, horizon and closed days, as of the build. */
  bookingRules: BookingRules;
};

/** The body of /contact: the enquiry form, and beside it every other way to reach the agency. */
export function ContactDesk({ content: { page, agency }, delivery, subjects, months, bookingRules }: ContactDeskProps) {
  return (
    <div className="bg-ivory py-16 md:py-24">
      <div className="container-luxe grid gap-14 lg:grid-cols-12 lg:gap-16">
        <div className="space-y-20 lg:col-span-7">
          <EnquirySection
            {...page.getInTouch}
            form={{
              recipient: agency.email,
              delivery,
              phone: agency.phone,
              email: agency.email,
              privacyHref: normalisePath("/privacy-policy"),
              subjects,
              months,
            }}
          />
          {page.nextSteps ? <NextSteps {...page.nextSteps} /> : null}
        </div>
        <div className="space-y-8 lg:col-span-5">
          <ContactDetails
            heading={page.details.heading}
            phone={agency.phone}
            email={agency.email}
            notes={page.details}
          />
          <ConsultationPanel
            {...page.consultation}
            agency={agency}
            scheduler={agency.scheduler}
            turnstileSiteKey={delivery.turnstileSiteKey}
            rules={bookingRules}
          />
          <ClientAppBox {...page.clientApp} link={{ label: page.clientApp.linkLabel, href: agency.clientApp.href }} />
          <ContactSocials heading={page.social.heading} text={page.social.text} links={agency.socials} />
        </div>
      </div>
    </div>
  );
}
