import { mayUse, type StaffPermission, type StaffRole } from '@pawsook/shared/staff/staff-roles';

/**
 * The back office's areas, in the navigation's order, each with the permission that opens it
 * (packages/shared/src/staff/staff-roles.ts decides who has it). An area's pages live in
 * `features/staff-<area>` with their own texts; the dashboard is the home (/staff) of the roles with
 * `dashboard.read`, not an area of its own.
 */
export interface StaffArea {
  /** under /staff */
  path: string;
  /** staff.areas.<key>.label and .text in the locale files */
  key: string;
  permission: StaffPermission;
}

export const STAFF_AREAS: readonly StaffArea[] = [
  { path: 'orders', key: 'orders', permission: 'orders.read' },
  { path: 'tax-documents', key: 'taxDocuments', permission: 'orders.read' },
  { path: 'catalog', key: 'catalog', permission: 'catalog.read' },
  { path: 'promotions', key: 'promotions', permission: 'promotions.manage' },
  { path: 'members', key: 'members', permission: 'members.read' },
  { path: 'content', key: 'content', permission: 'content.manage' },
  { path: 'settings', key: 'settings', permission: 'settings.manage' },
  { path: 'team', key: 'team', permission: 'staff.manage' },
  { path: 'audit-log', key: 'auditLog', permission: 'audit.read' },
];

export const staffAreaHref = (area: StaffArea): string => `/staff/${area.path}`;

export function areasFor(role: StaffRole): StaffArea[] {
  return STAFF_AREAS.filter((area) => mayUse(role, area.permission));
}

const SIGNED_OUT_PAGES = ['/staff/signin', '/staff/accept-invite'];

/** Where to go after signing in: the back-office page the visitor was sent away from, else its home. */
export function staffReturnPath(from: unknown): string {
  if (typeof from !== 'string' || !/^\/staff(\/|\?|$)/.test(from) || from.startsWith('//')) return '/staff';
  return SIGNED_OUT_PAGES.some((page) => from === page || from.startsWith(`${page}?`) || from.startsWith(`${page}/`)) ? '/staff' : from;
}
