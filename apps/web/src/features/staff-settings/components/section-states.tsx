import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { isStaffCallError } from '../../../lib/call-refusals';
import { ForbiddenNotice } from '../../back-office/components/forbidden-notice';
import { FormAlert } from '../../../ui/form/form-alert';
import { LoadFailed } from '../../../ui/load-failed';

/** What a section shows before its list is there: loading, the role's refusal, or a failure to retry. */
export function SectionWaiting({ query }: { query: { isPending: boolean; error: unknown; refetch: () => unknown } }) {
  const { t } = useTranslation();
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (isStaffCallError(query.error) && query.error.forbidden) return <ForbiddenNotice message={query.error.message} />;
  return <LoadFailed withText={false} title={t('staff.errors.loadTitle')} onRetry={() => void query.refetch()} />;
}

/** The end of a settings form: when its change applies, Save, and what the save led to. */
export function SettingsFormEnd({
  appliesNow,
  saveLabel,
  saving,
  refusal,
  saved,
}: {
  appliesNow: string;
  saveLabel: string;
  saving: boolean;
  refusal: string | null;
  saved: string | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p className="rounded-xl bg-brand-50 px-3 py-2 text-sm text-ink">{appliesNow}</p>
      <Button type="submit" disabled={saving}>
        {saving ? t('staffSettings.saving') : saveLabel}
      </Button>
      <div className="empty:hidden">
        <FormAlert>{refusal}</FormAlert>
        <FormAlert tone="success">{saved}</FormAlert>
      </div>
    </>
  );
}
