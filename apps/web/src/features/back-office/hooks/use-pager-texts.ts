import { useTranslation } from 'react-i18next';
import type { PagerTexts } from '../components/staff-pager';

/** A list's pager texts, all under one key of its feature's texts (`<key>.pagesLabel`, `.previous`, `.next`, `.pageOf`). */
export function usePagerTexts(textsKey: string, page: number, pages: number): PagerTexts {
  const { t } = useTranslation();
  return {
    label: t(`${textsKey}.pagesLabel`),
    previous: t(`${textsKey}.previous`),
    next: t(`${textsKey}.next`),
    pageOf: t(`${textsKey}.pageOf`, { page, pages }),
  };
}
