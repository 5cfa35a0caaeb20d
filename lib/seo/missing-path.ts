import { normalisePath } from "@/lib/seo/paths";

/*
 * A static host answers every missing file with 404.html. That page applies the fallbacks for unknown
 * values in the browser (docs/requirements.md, "Unknown addresses").
 */

export type MissingPathOutcome =
  { kind: "redirect"; to: string } | { kind: "experience-not-found" } | { kind: "not-found" };

export type MissingPathOptions = {
  /** The first journal article's path, shown for an unknown or non-numeric article id. */
  firstArticlePath?: string;
};

export function resolveMissingPath(pathname: string, options: MissingPathOptions = {}): MissingPathOutcome {
  const segments = normalisePath(pathname.split(/[?#]/)[0] ?? "/")
    .split("/")
    .filter(Boolean);
  const [section, value, ...rest] = segments;

  if (section === "destination" && rest.length === 0) {
    return { kind: "redirect", to: "/destinations/" };
  }
  if (section === "experiences" && value !== undefined && rest.length === 0) {
    return { kind: "experience-not-found" };
  }
  if ((section === "journal" || section === "blog") && value !== undefined && rest.length === 0) {
    return options.firstArticlePath
      ? { kind: "redirect", to: normalisePath(options.firstArticlePath) }
      : { kind: "not-found" };
  }
  return { kind: "not-found" };
}
