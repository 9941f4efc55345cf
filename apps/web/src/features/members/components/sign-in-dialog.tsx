import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/dialog';
import { Button } from '../../../ui/button';

export type SignInMode = 'login' | 'register';

export interface SignInDialogProps {
  mode: SignInMode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Where the log-in and register modals of the spec will be. Member accounts are not open yet, so
 * this says so plainly. Replace this component (same props) when sign-in arrives.
 */
export function SignInDialog({ mode, open, onOpenChange }: SignInDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={mode === 'login' ? t('account.dialog.loginTitle') : t('account.dialog.registerTitle')}
      description={t('account.dialog.text')}
      footer={
        <Button onClick={() => onOpenChange(false)} className="min-w-32">
          {t('account.dialog.ok')}
        </Button>
      }
    >
      <p className="text-muted">{t('account.dialog.meanwhile')}</p>
    </Dialog>
  );
}
