import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissSystemError, isSystemErrorOpen, subscribeSystemError } from '../../lib/system-error';
import { AlertDialog } from '../../ui/alert-dialog';

/** Spec §8: "System Error — Is unavailable at this time. Please try again later." */
export function SystemErrorDialog() {
  const { t } = useTranslation();
  const open = useSyncExternalStore(subscribeSystemError, isSystemErrorOpen, () => false);
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) dismissSystemError();
      }}
      tone="error"
      title={t('systemError.title')}
      message={t('systemError.message')}
      actionLabel={t('systemError.ok')}
    />
  );
}
