import { z } from "zod";
import { internalPath, ref, text } from "@/lib/content/schemas/parts";

const linkSchema = z.object({ href: internalPath, label: text });

/** The header, the mobile menu and the footer (content/navigation.yml). */
export const navigationSchema = z.object({
  primary: z.array(linkSchema).min(1),
  consultation: z.object({ href: internalPath, desktopLabel: text, mobileLabel: text }),
  footer: z.array(z.object({ heading: text, links: z.array(linkSchema).min(1) })).min(1),
  /** The footer's popular destinations, by slug, in order; each must be on the map. */
  popularDestinations: z.array(ref("destinations")).length(10),
});
