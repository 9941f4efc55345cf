import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { staffKeys } from '../api/staff-queries';
import type { StaffSignin } from '../api/staff-calls';
import { saveStaffToken } from '../../../lib/staff-session';

/** After a sign-in or an accepted invitation: keep the token, know the person, go to the back office. */
export function useCompleteStaffSignIn(): (signin: StaffSignin, to?: string) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (signin, to = '/staff') => {
      // whatever a previous person left in the cache is not this person's
      queryClient.removeQueries({ queryKey: staffKeys.all });
      queryClient.setQueryData(staffKeys.me, signin.staff);
      saveStaffToken(signin.token);
      void navigate(to, { replace: true });
    },
    [queryClient, navigate],
  );
}
