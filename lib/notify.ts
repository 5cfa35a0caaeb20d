import type { ExternalToast } from "sonner";

/*
 * Raises a notice through sonner. sonner is loaded on demand (the <Notices /> region loads it after the
 * page has hydrated), so a page's first load does not pay for it.
 */
export async function notify(kind: "success" | "error", title: string, options: ExternalToast): Promise<void> {
  const { toast } = await import("sonner");
  toast[kind](title, options);
}
