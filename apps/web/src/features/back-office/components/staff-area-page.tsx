import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffPermission } from '@pawsook/shared/staff/staff-roles';
import { usePageTitle } from '../../../lib/use-page-title';
import { RequirePermission } from './require-permission';

interface StaffAreaPageProps {
  /** the area's key under `staff.areas` (its name and its line of text) */
  area: string;
  permission: StaffPermission;
  /** the browser's title where the page is one part of the area (a tab); the area's name otherwise */
  pageTitle?: string;
  /** beside the heading, for whoever may use it (a new product) */
  action?: ReactNode;
  /** under the area's text, over its content (the promotions' tabs) */
  tabs?: ReactNode;
  children: ReactNode;
}

/** A back-office area's page: its name as the title and heading, what it is for, and its content for the roles allowed. */
export function StaffAreaPage({ area, permission, pageTitle, action, tabs, children }: StaffAreaPageProps) {
  const { t } = useTranslation();
  const label = t(`staff.areas.${area}.label`);
  usePageTitle(pageTitle ?? label);
  const heading = <h1 className="text-2xl font-bold text-brand-900 md:text-3xl">{label}</h1>;
  return (
    <div>
      {action ? (
        <div className="flex flex-wrap items-start justify-between gap-3">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      <p className="mt-2 mb-5 text-muted">{t(`staff.areas.${area}.text`)}</p>
      {tabs}
      <RequirePermission permission={permission}>{children}</RequirePermission>
    </div>
  );
}
