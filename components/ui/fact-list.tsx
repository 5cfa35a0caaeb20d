type Fact = { value: string; label: string };

/** A few figures set large in the display serif, each with its meaning beneath. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="grid grid-cols-3 gap-6 border-t border-line pt-8">
      {facts.map((fact) => (
        <div key={fact.label} className="flex flex-col-reverse gap-2">
          <dt className="text-sm leading-snug text-muted">{fact.label}</dt>
          <dd className="font-display text-4xl leading-none text-bronze md:text-5xl">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
