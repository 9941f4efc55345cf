import { Link } from 'react-router';
import { buttonClass } from '../../../ui/button';

export interface PagerTexts {
  /** the navigation's name */
  label: string;
  previous: string;
  next: string;
  pageOf: string;
}

/** Newer and older pages of a list as links (each page is an address of its own). */
export function StaffPager({ page, pages, hrefFor, texts }: { page: number; pages: number; hrefFor: (page: number) => string; texts: PagerTexts }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={texts.label} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={buttonClass('secondary')}>
          {texts.previous}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted">{texts.pageOf}</p>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} className={buttonClass('secondary')}>
          {texts.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
