import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../ui/button';

interface PromotionsHalfProps {
  id: string;
  title: string;
  newHref: string;
  newText: string;
  children: ReactNode;
}

/** One half of the promotions area (the codes, the automatic ones): its heading, the way to a new one, its list. */
export function PromotionsHalf({ id, title, newHref, newText, children }: PromotionsHalfProps) {
  return (
    <section aria-labelledby={id}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-bold text-ink">
          {title}
        </h2>
        <Link to={newHref} className={buttonClass('primary')}>
          {newText}
        </Link>
      </div>
      {children}
    </section>
  );
}
