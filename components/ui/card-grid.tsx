import { Card, type CardProps } from "@/components/ui/card";

const COLUMNS = {
  1: "",
  2: "md:grid-cols-2",
  3: "md:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

type CardGridProps = {
  items: readonly (CardProps & { id?: string })[];
  columns?: keyof typeof COLUMNS;
  /** Applied to every card unless an item sets its own. */
  defaults?: Partial<CardProps>;
  className?: string;
};

/** A list of cards in a responsive grid. */
export function CardGrid({ items, columns = 3, defaults, className = "" }: CardGridProps) {
  return (
    <ul className={`grid gap-6 lg:gap-8 ${COLUMNS[columns]} ${className}`}>
      {items.map((item) => (
        <li key={item.id ?? item.title}>
          <Card {...defaults} {...item} />
        </li>
      ))}
    </ul>
  );
}
