import { Link } from "@/components/ui/link";
import type { ComponentProps, ReactNode } from "react";
import { normalisePath } from "@/lib/seo/paths";
import { buttonClasses, type ButtonVariant } from "@/components/ui/button-classes";

export { buttonClasses, type ButtonVariant } from "@/components/ui/button-classes";

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
