import { z } from "zod";
import { iconNameSchema, order, slug, text } from "@/lib/content/schemas/parts";

export const serviceCardSchema = z.object({
  id: slug,
  order,
  group: z.enum(["tailor-made", "specialty"]),
  icon: iconNameSchema,
  title: text,
  description: text,
});

export const conciergeServiceSchema = z.object({
  id: slug,
  order,
  icon: iconNameSchema,
  title: text,
  description: text,
  features: z.array(text).min(3),
});
