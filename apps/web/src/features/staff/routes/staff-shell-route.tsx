import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../../ui/spinner';
import { staffKeys, useStaffMe } from '../api/staff-queries';
import { STAFF_MAIN_ID } from '../components/signed-out-frame';
import type { StaffChrome } from '../components/staff-chrome';
import { StaffHeader } from '../components/staff-header';
import { StaffNav } from '../components/staff-nav';
import { useStaffToken } from '../../../lib/staff-session';
import { LoadFailed } from '../../../ui/load-failed';

function SkipToContent() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${STAFF_MAIN_ID}`}
      className="fixed top-2 left-2 z-[100] -translate-y-24 rounded-full bg-brand-900 px-5 py-3 font-semibold text-white shadow-lg transition-transform focus:translate-y-0"
    >
      {t('common.skipToContent')}
    </a>
  );
}

/**
 * The layout of every signed-in /staff page. Without a staff token (never signed in, signed out, or
 * a 401 from any staff call, which drops the token) the visitor goes to /staff/signin and comes
 * back here after signing in.
 */
export function StaffShellRoute({ chrome }: { chrome: StaffChrome }) {
  const { t } = useTranslation();
  const token = useStaffToken();
  const location = useLocation();
  const queryClient = useQueryClient();
  const me = useStaffMe();

  useEffect(() => {
    if (!token) queryClient.removeQueries({ queryKey: staffKeys.all });
  }, [token, queryClient]);

  if (!token) return <Navigate to="/staff/signin" replace state={{ from: `${location.pathname}${location.search}` }} />;

  if (!me.data) {
    return (
      <main id={STAFF_MAIN_ID} className="container-page py-16 text-center">
        {me.isError ? (
          <LoadFailed withText={false} title={t('staff.errors.loadTitle')} onRetry={() => void me.refetch()} />
        ) : (
          <Spinner label={t('common.loading')} />
        )}
      </main>
    );
  }

  return (
    <div className="flex min-h-screen flex-col bg-stone-50 print:block print:min-h-0 print:bg-white">
      {/* printed pages (the packing slip) are the page's content alone */}
      <div className="print:hidden">
        <SkipToContent />
        <StaffHeader person={me.data} chrome={chrome} />
      </div>
      <div className="container-page grid flex-1 gap-4 py-4 md:grid-cols-[14rem_minmax(0,1fr)] md:gap-8 md:py-8 print:block print:p-0">
        <StaffNav role={me.data.role} />
        <main id={STAFF_MAIN_ID} tabIndex={-1} className="min-w-0 outline-none">
          <Outlet context={me.data} />
        </main>
      </div>
    </div>
  );
}
