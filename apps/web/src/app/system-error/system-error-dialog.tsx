import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissSystemError, isSystemErrorOpen, subscribeSystemError } from '../../lib/system-error';
import { whenIdle } from '../../lib/when-idle';

// Radix's alert dialog is not in a page's first load: fetched once the page is idle, so that it is
// there when an error comes (or, if one comes first, then)
const loadAlertDialog = () => import('../../ui/alert-dialog');
const AlertDialog = lazy(async () => ({ default: (await loadAlertDialog()).AlertDialog }));

/** Spec §8: "System Error — Is unavailable at this time. Please try again later." */
export function SystemErrorDialog() {
  const { t } = useTranslation();
  const open = useSyncExternalStore(subscribeSystemError, isSystemErrorOpen, () => false);
  // once shown, the dialog stays mounted, so that closing it hands the focus back as Radix does
  const [shown, setShown] = useState(false);
  if (open && !shown) setShown(true);

  useEffect(() => whenIdle(() => void loadAlertDialog()), []);

  if (!shown) return null;
  return (
    <Suspense fallback={null}>
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
    </Suspense>
  );
}
