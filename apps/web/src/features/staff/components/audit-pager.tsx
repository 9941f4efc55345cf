import { useTranslation } from 'react-i18next';
import { StaffPager } from '../../back-office/components/staff-pager';

/** Newer and older pages of the log. */
export function AuditPager({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (page: number) => string }) {
  const { t } = useTranslation();
  return (
    <StaffPager
      page={page}
      pages={pages}
      hrefFor={hrefFor}
      texts={{
        label: t('staff.audit.pagesLabel'),
        previous: t('staff.audit.previous'),
        next: t('staff.audit.next'),
        pageOf: t('staff.audit.pageOf', { page, pages }),
      }}
    />
  );
}
