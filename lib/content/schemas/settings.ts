import { z } from "zod";
import { bookingSettingsSchema } from "@/lib/booking/settings";
import { externalUrl, isoDate, slug, text } from "@/lib/content/schemas/parts";
import { RETENTION_BOUNDS } from "@/lib/retention";

const reviewPlatformSchema = z.object({
  id: slug,
  platform: text,
  rating: z.number().min(0).max(5),
  reviewCount: z.number().int().positive(),
  highlight: text,
  /** The agency's own profile on the platform, where every review can be read. */
  href: externalUrl,
});

/** The platforms a combined figure is drawn from, by id: each must be one of ratings.platforms. */
const ratingSources = z.array(slug).min(1, "name at least one platform the figure comes from");

/**
 * Every rating figure the site shows, each linked to the platforms it comes from. A figure that names a
 * platform not listed under `platforms` fails the build.
 */
const ratingsSchema = z
  .object({
    home: z.object({ value: text, countLabel: text, text, sources: ratingSources }),
    aggregate: z.object({
      value: z.number().min(0).max(5),
      count: z.number().int().positive(),
      best: z.number().positive(),
      sources: ratingSources,
    }),
    badges: z.array(text).length(3),
    platforms: z.array(reviewPlatformSchema).min(1),
    /** The day the figures were last copied from the platforms; the reviews policy shows it. */
    updated: isoDate.optional(),
  })
  .superRefine((ratings, context) => {
    const ids = ratings.platforms.map((platform) => platform.id);
    for (const figure of ["home", "aggregate"] as const) {
      ratings[figure].sources.forEach((id, index) => {
        if (!ids.includes(id)) {
          context.addIssue({
            code: "custom",
            path: [figure, "sources", index],
            message: `no platform "${id}" under ratings.platforms (${ids.join(", ")})`,
          });
        }
      });
    }
  });

/**
 * Financial protection. The ATOL licence is the network's, not the agency's: its holder, number and logo
 * are the network's, and stay "[in brackets]" (shown on the site as to be confirmed) until it supplies them.
 */
const protectionSchema = z.object({
  /** Short phrases for the footer's last line. */
  summary: z.array(text).min(1),
  atol: z.object({
    /** The licence holder's name as on the CAA's register. */
    holder: text,
    number: text,
    /** The logo file the licence holder supplies, under public/; without one the page shows a labelled empty box. */
    logo: z
      .object({
        src: z.string().regex(/^\/[\w/.-]+\.(svg|png|webp)$/, "must be a file under public/, such as /atol-logo.svg"),
        alt: text,
      })
      .optional(),
    /** The CAA's public check of a licence. */
    verifyHref: externalUrl,
  }),
  /** Where a complaint goes after the agency: the network's team, then an independent scheme. */
  complaints: z.object({ network: text, adr: text }),
});

/**
 * An online scheduler (Cal.com, Calendly…) offered beside the consultation calendar, when the agency has
 * one. Both parts are optional to the editor, because Decap CMS cannot require fields only when their group
 * is filled in (it would refuse to save the settings without a scheduler); the pair is checked here instead.
 */
const schedulerSchema = z
  .object({ label: z.string().trim().optional(), href: z.string().trim().optional() })
  .optional()
  .transform((value, context) => {
    if (!value?.label && !value?.href) return undefined;
    const { label, href } = value;
    if (!label) context.addIssue({ code: "custom", path: ["label"], message: "must not be empty" });
    if (!externalUrl.safeParse(href).success) {
      context.addIssue({ code: "custom", path: ["href"], message: "must be an https:// address" });
    }
    return label && href ? { label, href } : z.NEVER;
  });

const within = ({ min, max }: { min: number; max: number }) =>
  z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`);

/**
 * How long the website's database keeps what visitors send (lib/retention.ts). The Worker deletes by these
 * figures and the privacy policy states them, through {{leadsRetention}} and {{pendingSignupRetention}}.
 */
const retentionSchema = z.object({
  leadsMonths: within(RETENTION_BOUNDS.leadsMonths),
  pendingSignupDays: within(RETENTION_BOUNDS.pendingSignupDays),
});

/**
 * Who may open the owner's desk (/desk/, worker/desk.ts): the e-mail addresses Cloudflare Access signs in.
 * Access decides who can sign in at all; the desk also checks the address against this list.
 */
const deskSchema = z.object({
  allowedEmails: z.array(z.email("must be an e-mail address")).min(1, "name at least one address"),
});

/** The agency's facts (content/settings.yml): every page, the metadata and the JSON-LD read them here. */
export const settingsSchema = z.object({
  name: text,
  legalName: text,
  tagline: text,
  /** The organisation's description in search results and JSON-LD. */
  description: text,
  locale: z.literal("en_GB"),
  language: z.literal("en-GB"),
  founder: z.object({ name: text, firstName: text, role: text, specialisms: z.array(text).min(1) }),
  /** How the network that holds the licence is named in running text. */
  network: text,
  yearsOfExperience: text,
  yachts: text,
  phone: z.object({
    display: text,
    href: z.string().regex(/^tel:\+\d{6,15}$/, "must read like tel:+442079460321"),
  }),
  email: z.email("must be an e-mail address"),
  address: z.object({ locality: text, region: text, country: z.string().length(2), countryName: text }),
  hours: z.object({
    office: text,
    officeSpec: z.object({
      days: z.array(z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])).min(1),
      opens: z.string().regex(/^\d{2}:\d{2}$/, "must read like 09:00"),
      closes: z.string().regex(/^\d{2}:\d{2}$/, "must read like 18:00"),
    }),
    reply: text,
    concierge: text,
  }),
  socials: z.array(z.object({ id: slug, label: text, href: externalUrl })),
  clientApp: z.object({ label: text, href: externalUrl }),
  scheduler: schedulerSchema,
  priceRange: text,
  /** When the balance of a booking is due, as the terms and the booking page say it. */
  balanceDue: text,
  /** Every rating figure on the site comes from here. */
  ratings: ratingsSchema,
  protection: protectionSchema,
  retention: retentionSchema,
  /** The consultation calendar's weekly hours, notice, horizon and days off (lib/booking/settings.ts). */
  booking: bookingSettingsSchema,
  desk: deskSchema,
});

export type ReviewPlatform = z.infer<typeof reviewPlatformSchema>;
