import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuditLogFilters } from '../audit-log-params';
import type { OrdersBoardFilters } from '../../back-office/orders-board-params';
import { useStaffToken } from '../../../lib/staff-session';
import {
  addStaffOrderNote,
  changeStaffAccount,
  confirmStaffOrderPayment,
  fetchAuditLog,
  fetchStaffAccounts,
  fetchStaffDashboard,
  fetchStaffMe,
  fetchStaffOrder,
  fetchStaffOrders,
  fetchTransferSlips,
  inviteStaff,
  moveStaffOrder,
  refundStaffOrder,
  rejectTransferSlip,
  shipStaffOrder,
  type StaffAccount,
  type StaffAccountChange,
  type StaffInvite,
  type StaffPayment,
  type StaffShipment,
} from './staff-calls';

/** Every staff answer sits under ['staff']: signing out forgets all of it at once. */
export const staffKeys = {
  all: ['staff'] as const,
  me: ['staff', 'me'] as const,
  accounts: ['staff', 'accounts'] as const,
  auditLog: (filters: AuditLogFilters) => ['staff', 'audit-log', filters] as const,
  dashboard: ['staff', 'dashboard'] as const,
  orders: ['staff', 'orders'] as const,
  ordersBoard: (filters: OrdersBoardFilters) => ['staff', 'orders', 'board', filters] as const,
  order: (orderNo: string) => ['staff', 'orders', 'one', orderNo] as const,
  transferSlips: (orderNo: string) => ['staff', 'orders', 'one', orderNo, 'transfer-slips'] as const,
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
      Promise.all([queryClient.invalidateQueries({ queryKey: staffKeys.accounts }), queryClient.invalidateQueries({ queryKey: ['staff', 'audit-log'] })]),
  });
}

export const useInviteStaff = () => useTeamWrite((invite: StaffInvite) => inviteStaff(invite));

export const useChangeStaffAccount = () => useTeamWrite(({ id, change }: { id: number; change: StaffAccountChange }) => changeStaffAccount(id, change));

export function useStaffDashboard({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: staffKeys.dashboard,
    queryFn: ({ signal }) => fetchStaffDashboard(signal),
    enabled,
    staleTime: 30_000,
    meta: ownMessages,
  });
}

export function useStaffOrders(filters: OrdersBoardFilters) {
  return useQuery({
    queryKey: staffKeys.ordersBoard(filters),
    queryFn: ({ signal }) => fetchStaffOrders(filters, signal),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
    meta: ownMessages,
  });
}

export function useStaffOrder(orderNo: string) {
  return useQuery({
    queryKey: staffKeys.order(orderNo),
    queryFn: ({ signal }) => fetchStaffOrder(orderNo, signal),
    staleTime: 5_000,
    retry: false,
    meta: ownMessages,
  });
}

/** The fixed list of what staff do to an order (order-actions.ts decides which show). */
export type StaffOrderAction =
  | { kind: 'move'; statusId: number }
  | { kind: 'shipment'; shipment: StaffShipment }
  | { kind: 'payment'; payment: StaffPayment }
  | { kind: 'refund'; reference?: string };

function runOrderAction(orderNo: string, action: StaffOrderAction): Promise<unknown> {
  switch (action.kind) {
    case 'move':
      return moveStaffOrder(orderNo, action.statusId);
    case 'shipment':
      return shipStaffOrder(orderNo, action.shipment);
    case 'payment':
      return confirmStaffOrderPayment(orderNo, action.payment);
    case 'refund':
      return refundStaffOrder(orderNo, action.reference);
  }
}

/** After any action (done or refused) the order, the board and the dashboard are asked again. */
export function useStaffOrderAction(orderNo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: StaffOrderAction) => runOrderAction(orderNo, action),
    meta: ownMessages,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffKeys.orders }),
        queryClient.invalidateQueries({ queryKey: staffKeys.dashboard }),
        queryClient.invalidateQueries({ queryKey: ['staff', 'audit-log'] }),
      ]),
  });
}

/** A note on the order: the answer is the order with its notes, put straight into the cache. */
export function useAddStaffOrderNote(orderNo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => addStaffOrderNote(orderNo, text),
    meta: ownMessages,
    onSuccess: (order) => queryClient.setQueryData(staffKeys.order(orderNo), order),
  });
}

/** A transfer order's slips (asked again with the order after any action on it). */
export function useTransferSlips(orderNo: string) {
  return useQuery({
    queryKey: staffKeys.transferSlips(orderNo),
    queryFn: ({ signal }) => fetchTransferSlips(orderNo, signal),
    staleTime: 5_000,
    meta: ownMessages,
  });
}

/** Rejecting a slip: its answer is the order's slips; the order (its expiry) and the board are asked again. */
export function useRejectTransferSlip(orderNo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slipId, reason }: { slipId: number; reason: string }) => rejectTransferSlip(orderNo, slipId, reason),
    meta: ownMessages,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: staffKeys.orders }), queryClient.invalidateQueries({ queryKey: ['staff', 'audit-log'] })]),
  });
}
