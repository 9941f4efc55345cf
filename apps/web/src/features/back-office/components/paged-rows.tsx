import type { ReactNode } from 'react';
import { usePagerTexts } from '../hooks/use-pager-texts';
import { StaffPager } from './staff-pager';

interface PagedRowsProps {
  /** the rows shown are the previous page's while the next one loads */
  stale: boolean;
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  /** where the pager's texts are, see usePagerTexts */
  textsKey: string;
  children: ReactNode;
}

/** A page of a list's rows, dimmed while the next page loads, with the links to the other pages. */
export function PagedRows({ stale, page, pages, hrefFor, textsKey, children }: PagedRowsProps) {
  const texts = usePagerTexts(textsKey, page, pages);
  return (
    <div className={stale ? 'opacity-60 transition-opacity' : undefined} aria-busy={stale}>
      {children}
      <StaffPager page={page} pages={pages} hrefFor={hrefFor} texts={texts} />
    </div>
  );
}
