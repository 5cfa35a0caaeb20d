import { EnquiryForm, type EnquiryFormProps } from "@/components/contact/enquiry-form";
import { SectionHeading } from "@/components/ui/section-heading";
import { unbreakable } from "@/lib/text";

type EnquirySectionProps = {
  eyebrow?: string;
  heading: string;
  intro: string;
  signature?: { name: string; role: string; text: string };
  form: EnquiryFormProps;
};

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join("");

/** 'Get In Touch': who reads the enquiry, then the form itself on a card. */
export function EnquirySection({ eyebrow, heading, intro, signature, form }: EnquirySectionProps) {
  return (
    <section aria-labelledby="get-in-touch-heading">
      <SectionHeading id="get-in-touch-heading" eyebrow={eyebrow} title={heading} intro={intro} />
      {signature ? (
        <figure className="mt-8 grid max-w-2xl grid-cols-[auto_1fr] gap-x-5 border-l-2 border-gold pl-5">
          <span
            aria-hidden="true"
            className="row-span-2 grid size-14 place-items-center rounded-full border border-gold/60 bg-white font-display text-xl text-bronze"
          >
            {initials(signature.name)}
          </span>
          <blockquote className="font-display text-xl leading-snug text-navy italic">“{signature.text}”</blockquote>
          <figcaption className="mt-2 text-sm text-muted">
            <span className="font-semibold text-ink">{signature.name}</span>, {signature.role}
          </figcaption>
        </figure>
      ) : null}
      {/* On small screens the side panel comes after the form: say up front that a call is an option. */}
      <p className="mt-8 text-sm text-muted lg:hidden">
        Rather talk?{" "}
        <a href={form.phone.href} className="font-semibold text-navy underline decoration-gold underline-offset-4">
          Call {unbreakable(form.phone.display)}
        </a>{" "}
        or{" "}
        <a
          href="#consultation-heading"
          className="font-semibold text-navy underline decoration-gold underline-offset-4"
        >
          choose a time for a call
        </a>
        .
      </p>
      <div className="mt-10 rounded-2xl border border-line bg-white p-6 shadow-card sm:p-10">
        <EnquiryForm {...form} />
      </div>
    </section>
  );
}
