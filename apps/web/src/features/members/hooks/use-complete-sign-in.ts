import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../notify';
import { saveSignIn } from '../../../lib/session-storage';
import { pathAfterSignIn, runAfterSignIn } from '../after-sign-in';
import type { SignInResult } from '../api/member-calls';
import { closeMemberDialog, resetFailedSignIns } from '../member-dialogs-store';

/**
 * What every successful sign-in does (e-mail, social, social sign-up): keep the session, say so,
 * run the after-sign-in step (cart merge) and go on to the requested page or the configured one.
 */
export function useCompleteSignIn(): (result: SignInResult, returnTo?: string | null) => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async (result, returnTo) => {
      queryClient.removeQueries({ queryKey: ['member'] });
      saveSignIn(result);
      resetFailedSignIns();
      closeMemberDialog();
      notify.success(t('members.login.success'));
      const outcome = await runAfterSignIn();
      await navigate(pathAfterSignIn(outcome, returnTo));
    },
    [navigate, queryClient, t],
  );
}
