import { Link } from "@/components/ui/link";
import type { ComponentProps, ReactNode } from "react";
import { normalisePath } from "@/lib/seo/paths";

const VARIANTS = {
  /** Primary call to action, on any background. */
  gold: "bg-gold text-navy-deep hover:bg-gold-light",
  /** On light sections. */
  dark: "bg-navy text-ivory hover:bg-ocean",
  /** Secondary, on dark imagery. */
  light: "border border-white/70 text-white hover:bg-white hover:text-navy",
  /** Secondary, on light sections. */
  outline: "border border-navy/30 text-navy hover:border-navy hover:bg-navy hover:text-ivory",
} as const;

export type ButtonVariant = keyof typeof VARIANTS;

export const buttonClasses = (variant: ButtonVariant = "gold", extra = "") =>
  [
    "inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-7 py-3 text-sm font-semibold tracking-wide",
    "transition-colors duration-300 ease-luxe",
    VARIANTS[variant],
    extra,
  ].join(" ");

type ButtonLinkProps = Omit<ComponentProps<typeof Link>, "href" | "className"> & {
  href: string;
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
};

/** A link styled as a button. Internal hrefs are normalised to the export's trailing-slash form. */
export function ButtonLink({ href, variant = "gold", className, children, ...rest }: ButtonLinkProps) {
  return (
    <Link href={normalisePath(href)} className={buttonClasses(variant, className)} {...rest}>
      {children}
    </Link>
  );
}
