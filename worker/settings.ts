import { parse } from "yaml";
import * as z from "zod/mini";
// Bundled as text (wrangler.jsonc, rules): the agency's facts have one home, content/settings.yml.
import settingsFile from "../content/settings.yml";

/*
 * Who the Worker writes to. The address comes from the site settings when the Worker is bundled, never
 * from a request, so the form can never be used to send mail anywhere else.
 */
const agencySettings = z.object({ name: z.string().check(z.minLength(1)), email: z.email() });

export type Agency = z.infer<typeof agencySettings>;

export const agency: Agency = agencySettings.parse(parse(settingsFile));
