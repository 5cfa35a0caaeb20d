import { Link } from "@/components/ui/link";
import { ChevronRight } from "@/components/icons/glyphs";
import { normalisePath } from "@/lib/seo/paths";

type BreadcrumbsProps = {
  /** From the home page to the current page; the last item is the page itself. */
  items: readonly { name: string; path: string }[];
  label?: string;
};

/** The visible trail that matches the page's BreadcrumbList JSON-LD. */
export function Breadcrumbs({ items, label = "Breadcrumb" }: BreadcrumbsProps) {
  return (
    <nav aria-label={label}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.path} className="inline-flex items-center gap-2">
              {last ? (
                <span aria-current="page" className="font-medium text-ink">
                  {item.name}
                </span>
              ) : (
                <>
                  <Link href={normalisePath(item.path)} className="transition-colors hover:text-navy">
                    {item.name}
                  </Link>
                  <ChevronRight className="size-3.5 text-gold" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
