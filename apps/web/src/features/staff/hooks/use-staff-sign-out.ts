import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { signOutStaff } from '../api/staff-calls';
import { staffKeys } from '../api/staff-queries';
import { clearStaffToken } from '../../../lib/staff-session';

/** Ends the session on the server when it can; the browser forgets it whatever the answer. */
export function useStaffSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await signOutStaff();
    } catch {
      // already gone, or no connection: the token is dropped here all the same
    }
    clearStaffToken();
    queryClient.removeQueries({ queryKey: staffKeys.all });
  }, [queryClient]);
}
