import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../ui/button';
import { useLogOut } from '../hooks/use-log-out';

/** The spec's "confirm logout" alert: Cancel, or Log out (which revokes the token and goes home). */
export function LogOutDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const { logOutNow, pending } = useLogOut();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="animate-fade-in fixed inset-0 z-[60] bg-stone-900/50" />
        <AlertDialog.Content className="animate-fade-in fixed top-1/2 left-1/2 z-[60] w-[90%] max-w-[480px] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-center shadow-xl">
          <AlertDialog.Title className="text-xl font-bold text-ink">{t('members.logout.title')}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-muted">{t('members.logout.text')}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse justify-center gap-3 sm:flex-row">
            <AlertDialog.Cancel className={buttonClass('secondary', 'min-w-32')}>{t('members.logout.cancel')}</AlertDialog.Cancel>
            <button
              type="button"
              disabled={pending}
              onClick={async () => {
                await logOutNow();
                onOpenChange(false);
              }}
              className={buttonClass('primary', 'min-w-32')}
            >
              {t('members.logout.confirm')}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
