import type { z } from 'zod';
import type { AuditEntry, StaffAccount, staffInviteBody, staffSigninSchema } from '@pawsook/shared/schemas/staff-accounts';
import type { StaffRole } from '@pawsook/shared/staff/staff-roles';
import type { staffPaymentBody } from '@pawsook/shared/schemas/orders';
import type { StaffTransferSlip } from '@pawsook/shared/schemas/transfer-account';
import type { staffShipmentBody } from '@pawsook/shared/schemas/order-history';
import type { StaffDashboard } from '@pawsook/shared/schemas/staff-dashboard';
import type { StaffOrderDetail, staffOrderRowSchema } from '@pawsook/shared/schemas/staff-orders';
import type { AuditLogFilters } from '../audit-log-params';
import { ordersQuery, type OrdersBoardFilters } from '../../back-office/orders-board-params';
import { staffDownload, staffRequest } from '../../../lib/api-client';

export type { AuditEntry, StaffAccount };
type StaffOrderRow = z.infer<typeof staffOrderRowSchema>;
export type StaffSignin = z.infer<typeof staffSigninSchema>;
export type StaffInvite = z.infer<typeof staffInviteBody>;
export interface StaffAccountChange {
  role?: StaffRole;
  active?: boolean;
}
export interface AuditLogPage {
  total: number;
  entries: AuditEntry[];
}

export const signInStaff = (email: string, password: string) =>
  staffRequest<StaffSignin>('POST', '/api/v1/staff/auth/signin', { body: { email, password }, withToken: false });

export const acceptStaffInvite = (token: string, password: string) =>
  staffRequest<StaffSignin>('POST', '/api/v1/staff/auth/accept-invite', { body: { token, password }, withToken: false });

export const signOutStaff = () => staffRequest<Record<string, never>>('POST', '/api/v1/staff/auth/signout');

export const fetchStaffMe = (signal?: AbortSignal) => staffRequest<StaffAccount>('GET', '/api/v1/staff/me', { signal });

export const fetchStaffAccounts = (signal?: AbortSignal) => staffRequest<StaffAccount[]>('GET', '/api/v1/staff/accounts', { signal });

export const inviteStaff = (invite: StaffInvite) => staffRequest<StaffAccount>('POST', '/api/v1/staff/accounts', { body: invite });

export const changeStaffAccount = (id: number, change: StaffAccountChange) =>
  staffRequest<StaffAccount>('PATCH', `/api/v1/staff/accounts/${id}`, { body: change });

export const PAGE_SIZE = 50;

export const fetchAuditLog = (filters: AuditLogFilters, signal?: AbortSignal) =>
  staffRequest<AuditLogPage>('GET', '/api/v1/staff/audit-log', {
    query: {
      staffId: filters.staffId ?? undefined,
      action: filters.action || undefined,
      from: filters.from || undefined,
      to: filters.to || undefined,
      page: filters.page,
      limit: PAGE_SIZE,
    },
    signal,
  });

export type { StaffDashboard, StaffOrderDetail, StaffOrderRow };
export interface StaffOrdersPage {
  total: number;
  orders: StaffOrderRow[];
}
export type StaffShipment = z.input<typeof staffShipmentBody>;
export type StaffPayment = z.input<typeof staffPaymentBody>;
export interface StaffPaymentOutcome {
  outcome: 'applied' | 'ignored' | 'rejected' | 'late' | 'duplicate';
  reason: string | null;
}

export const ORDERS_PAGE_SIZE = 50;

const orderPath = (orderNo: string) => `/api/v1/staff/orders/${encodeURIComponent(orderNo)}`;

export const fetchStaffDashboard = (signal?: AbortSignal) => staffRequest<StaffDashboard>('GET', '/api/v1/staff/dashboard', { signal });

export const fetchStaffOrders = (filters: OrdersBoardFilters, signal?: AbortSignal) =>
  staffRequest<StaffOrdersPage>('GET', '/api/v1/staff/orders', { query: { ...ordersQuery(filters), limit: ORDERS_PAGE_SIZE }, signal });

export const fetchStaffOrder = (orderNo: string, signal?: AbortSignal) => staffRequest<StaffOrderDetail>('GET', orderPath(orderNo), { signal });

export const moveStaffOrder = (orderNo: string, statusId: number) => staffRequest<unknown>('PATCH', `${orderPath(orderNo)}/status`, { body: { statusId } });

export const shipStaffOrder = (orderNo: string, shipment: StaffShipment) => staffRequest<unknown>('PUT', `${orderPath(orderNo)}/shipment`, { body: shipment });

export const confirmStaffOrderPayment = (orderNo: string, payment: StaffPayment) =>
  staffRequest<StaffPaymentOutcome>('POST', `${orderPath(orderNo)}/payment`, { body: payment });

/** A note of the shop's people on the order; answers the order with its notes. */
export const addStaffOrderNote = (orderNo: string, text: string) => staffRequest<StaffOrderDetail>('POST', `${orderPath(orderNo)}/notes`, { body: { text } });

export const refundStaffOrder = (orderNo: string, reference?: string) =>
  staffRequest<unknown>('POST', `${orderPath(orderNo)}/refund`, { body: reference ? { reference } : {} });

/** The filtered orders as CSV (the board's filters without the page). */
export const downloadStaffOrdersCsv = (filters: OrdersBoardFilters) =>
  staffDownload('/api/v1/staff/orders/export.csv', { query: ordersQuery(filters, { withPage: false }) });

/** An order's transfer slips, with the reference read from each and the other orders that sent it. */
export const fetchTransferSlips = (orderNo: string, signal?: AbortSignal) =>
  staffRequest<StaffTransferSlip[]>('GET', `${orderPath(orderNo)}/transfer-slips`, { signal });

export const rejectTransferSlip = (orderNo: string, slipId: number, reason: string) =>
  staffRequest<StaffTransferSlip[]>('POST', `${orderPath(orderNo)}/transfer-slips/${slipId}/reject`, { body: { reason } });

/** A slip's picture (it shows a name and an account: a staff call, not a public image). */
export const fetchTransferSlipPicture = async (address: string, signal: AbortSignal): Promise<Blob> =>
  (await staffDownload(address, { signal, accept: 'image/webp, application/json' })).blob;
