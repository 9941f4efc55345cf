import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuditLogFilters } from '../audit-log-params';
import { useStaffToken } from '../staff-session';
import { changeStaffAccount, fetchAuditLog, fetchStaffAccounts, fetchStaffMe, inviteStaff, type StaffAccount, type StaffAccountChange, type StaffInvite } from './staff-calls';

/** Every staff answer sits under ['staff']: signing out forgets all of it at once. */
export const staffKeys = {
  all: ['staff'] as const,
  me: ['staff', 'me'] as const,
  accounts: ['staff', 'accounts'] as const,
  auditLog: (filters: AuditLogFilters) => ['staff', 'audit-log', filters] as const,
};

// Pages show their own refusals (a 403, a failed list): never the System Error dialog as well.
const ownMessages = { systemError: false } as const;

/** The signed-in person; a 401 clears the token and the shell sends the visitor to sign in. */
export function useStaffMe() {
  const token = useStaffToken();
  return useQuery({
    queryKey: staffKeys.me,
    queryFn: ({ signal }) => fetchStaffMe(signal),
    enabled: token !== null,
    staleTime: 60_000,
    retry: false,
    meta: ownMessages,
  });
}

export function useStaffAccounts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: staffKeys.accounts,
    queryFn: ({ signal }) => fetchStaffAccounts(signal),
    enabled,
    staleTime: 30_000,
    meta: ownMessages,
  });
}

export function useAuditLog(filters: AuditLogFilters) {
  return useQuery({
    queryKey: staffKeys.auditLog(filters),
    queryFn: ({ signal }) => fetchAuditLog(filters, signal),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
    meta: ownMessages,
  });
}

/** A change to the team is also a new audit entry: both lists are asked again. */
function useTeamWrite<Vars>(write: (vars: Vars) => Promise<StaffAccount>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta: ownMessages,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffKeys.accounts }),
        queryClient.invalidateQueries({ queryKey: ['staff', 'audit-log'] }),
      ]),
  });
}

export const useInviteStaff = () => useTeamWrite((invite: StaffInvite) => inviteStaff(invite));

export const useChangeStaffAccount = () => useTeamWrite(({ id, change }: { id: number; change: StaffAccountChange }) => changeStaffAccount(id, change));
