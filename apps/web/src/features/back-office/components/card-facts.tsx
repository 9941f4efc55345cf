import { Fragment, type ReactNode } from 'react';

interface CardFact {
  term: string;
  value: ReactNode;
  /** on the value, e.g. tabular figures */
  className?: string;
}

/** Narrow screens: the named parts of a list's card, a term and its value a line. */
export function CardFacts({ facts, className }: { facts: CardFact[]; className: string }) {
  return (
    <dl className={`${className} grid grid-cols-[auto_minmax(0,1fr)] gap-x-3`}>
      {facts.map((fact) => (
        <Fragment key={fact.term}>
          <dt className="text-muted">{fact.term}</dt>
          <dd className={fact.className}>{fact.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
