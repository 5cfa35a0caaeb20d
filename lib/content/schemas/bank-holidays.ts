import { z } from "zod";
import { bankHolidaysSchema } from "@/lib/booking/settings";

/*
 * content/bank-holidays.yml. Its rules live with the booking's (lib/booking/settings.ts), which the Worker
 * reads the same file by; the content model wants a schema of its own kind, so this wraps the same fields.
 */
export const bankHolidaysFileSchema = z.object(bankHolidaysSchema.shape);
