import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { StatusMessage } from '../../../ui/status-message';
import { isStaffCallError } from '../../staff/api/staff-request';
import { ForbiddenNotice } from '../../staff/components/forbidden-notice';

/** What a section shows before its list is there: loading, the role's refusal, or a failure to retry. */
export function SectionWaiting({ query }: { query: { isPending: boolean; error: unknown; refetch: () => unknown } }) {
  const { t } = useTranslation();
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (isStaffCallError(query.error) && query.error.forbidden) return <ForbiddenNotice message={query.error.message} />;
  return (
    <StatusMessage
      title={t('staff.errors.loadTitle')}
      action={
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
