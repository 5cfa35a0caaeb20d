import { Icon } from "@/components/icons/icon";
import type { IconName } from "@/lib/content/schemas";
import { unbreakable } from "@/lib/text";

type ContactDetailsProps = {
  heading: string;
  phone: { display: string; href: string };
  email: string;
  notes: { hours: string; reply: string; concierge: string };
};

/** The direct lines, on the desk's dark card: phone and e-mail first, then when we answer. */
export function ContactDetails({ heading, phone, email, notes }: ContactDetailsProps) {
  const lines: { icon: IconName; text: string }[] = [
    { icon: "clock", text: notes.hours },
    { icon: "chat", text: notes.reply },
    { icon: "shield", text: notes.concierge },
  ];
  return (
    <section
      aria-labelledby="contact-details-heading"
      className="relative isolate overflow-hidden rounded-2xl bg-navy p-8 text-ivory shadow-card md:p-10"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgb(194_163_107/0.25),transparent_60%)]"
      />
      <p className="eyebrow text-gold-light">Speak to us</p>
      <h2 id="contact-details-heading" className="mt-3 text-3xl text-white">
        {heading}
      </h2>
      <ul className="mt-8 space-y-6">
        <li>
          <p className="eyebrow text-ivory/75">Telephone</p>
          <a
            href={phone.href}
            className="mt-1 inline-block font-display text-3xl tracking-wide text-white transition-colors hover:text-gold-light"
          >
            {unbreakable(phone.display)}
          </a>
        </li>
        <li>
          <p className="eyebrow text-ivory/75">E-mail</p>
          <a
            href={`mailto:${email}`}
            className="mt-1 inline-block font-display text-2xl break-all text-white transition-colors hover:text-gold-light"
          >
            {email}
          </a>
        </li>
      </ul>
      <ul className="mt-8 space-y-4 border-t border-white/15 pt-8 text-sm leading-relaxed text-ivory/85">
        {lines.map((line) => (
          <li key={line.icon} className="flex gap-3">
            <Icon name={line.icon} className="mt-0.5 size-5 shrink-0 text-gold-light" />
            <span>{line.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
