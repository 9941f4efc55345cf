import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-error';
import { clearSession } from '../../../lib/session-storage';
import { TOAST_DURATION_MS } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import { Button } from '../../../ui/button';
import { changePassword } from '../api/member-calls';
import { FormAlert } from '../../../ui/form/form-alert';
import { CurrentPasswordField, MemberNewPasswordFields } from '../components/member-password-fields';
import { SuccessAlert } from '../components/success-alert';
import { keyedZodResolver } from '../../../lib/forms/keyed-resolver';
import { changePasswordFormSchema, type ChangePasswordFormValues } from '../forms/member-form-schemas';
import { CHANGE_PASSWORD_FIELDS, placeServerErrors } from '../forms/server-errors';
import { useMemberFormKit } from '../hooks/use-member-form-kit';
import { openMemberDialog } from '../member-dialogs-store';
import { HOME_STATE_PASSWORD_CHANGED } from '../members-config';

/**
 * /user/account/password (spec §2, §5 Change password). Success revokes every token of the
 * member: the change-complete alert, then the session is cleared and the shopper lands on
 * /?q=cp-done to log in again.
 */
export function ChangePasswordRoute() {
  const { t, errorText, unexpected, refusal, setRefusal } = useMemberFormKit();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [complete, setComplete] = useState(false);
  usePageTitle(t('members.password.title'));
  const { register, handleSubmit, setError, formState } = useForm<
    ChangePasswordFormValues,
    unknown,
    { currentPassword: string; newPassword: string; confirmPassword: string }
  >({
    resolver: keyedZodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = formState;

  // The old session is gone on the server: never leave it in the browser, even if the page is left another way.
  useEffect(() => {
    if (!complete) return;
    return () => clearSession();
  }, [complete]);

  const finished = useRef(false);
  const finish = useCallback(() => {
    if (finished.current) return;
    finished.current = true;
    clearSession();
    queryClient.removeQueries({ queryKey: ['member'] });
    void navigate(`/?q=${HOME_STATE_PASSWORD_CHANGED}`, { replace: true });
  }, [navigate, queryClient]);

  // Spec §9: success alerts close themselves after 2.5 s.
  useEffect(() => {
    if (!complete) return;
    const timer = window.setTimeout(finish, TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [complete, finish]);

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setRefusal(null);
    try {
      await changePassword({ currentPassword, newPassword });
      setComplete(true);
    } catch (error) {
      if (unexpected(error) || !isApiError(error) || error.kind === 'unauthorized') return;
      const placed = placeServerErrors(error.errors, CHANGE_PASSWORD_FIELDS);
      const entries = Object.entries(placed.fields) as Array<[keyof typeof CHANGE_PASSWORD_FIELDS, string]>;
      entries.forEach(([field, message], index) => setError(field, { message }, { shouldFocus: index === 0 }));
      if (placed.general.length > 0 || entries.length === 0) setRefusal(placed.general.join(' ') || error.message || t('members.errors.generic'));
    }
  });

  return (
    <div>
      <h1 className="text-2xl font-bold text-brand-900 md:text-3xl">{t('members.password.title')}</h1>
      <p className="mt-2 max-w-2xl text-muted">{t('members.password.text')}</p>
      <form noValidate onSubmit={onSubmit} className="mt-6 max-w-xl space-y-4 rounded-3xl border border-brand-100 bg-white p-5 md:p-6">
        <FormAlert>{refusal}</FormAlert>
        <CurrentPasswordField
          label={t('members.fields.currentPassword')}
          registration={register('currentPassword')}
          error={errorText(errors.currentPassword?.message)}
          forgotLabel={t('members.password.forgot')}
          onForgot={() => openMemberDialog({ kind: 'forgot' })}
          pulledUp
        />
        <MemberNewPasswordFields
          password={{ registration: register('newPassword'), error: errorText(errors.newPassword?.message) }}
          confirmation={{ registration: register('confirmPassword'), error: errorText(errors.confirmPassword?.message) }}
        />
        <div className="flex justify-end">
          <Button type="submit" disabled={isSubmitting || complete} className="w-full sm:w-auto sm:min-w-48">
            {isSubmitting ? t('members.password.submitting') : t('members.password.submit')}
          </Button>
        </div>
      </form>
      <SuccessAlert
        open={complete}
        onOpenChange={(open) => {
          if (!open) finish();
        }}
        title={t('members.password.completeTitle')}
        message={t('members.password.completeText')}
        actionLabel={t('members.password.ok')}
      />
    </div>
  );
}
