import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../notify';
import { clearSession } from '../../../lib/session-storage';
import { logOut } from '../api/member-calls';

/**
 * Log out (after the confirmation): the server revokes this token, the browser forgets the member,
 * the token and the cart, and the shopper goes home. A failed call still signs out locally.
 */
export function useLogOut(): { logOutNow: () => Promise<void>; pending: boolean } {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const logOutNow = useCallback(async () => {
    setPending(true);
    try {
      await logOut();
    } catch {
      // an expired token is already signed out on the server; nothing else to do here
    }
    clearSession();
    queryClient.removeQueries({ queryKey: ['member'] });
    setPending(false);
    notify.success(t('members.logout.done'));
    await navigate('/');
  }, [navigate, queryClient, t]);
  return { logOutNow, pending };
}
