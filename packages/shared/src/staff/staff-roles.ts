/**
 * The shop's people and what each may do: ONE table, read by the API (every staff route names its
 * permission and is refused to other roles) and by the back office (it shows only what the
 * signed-in role may use). Decision 0034.
 */
export const STAFF_ROLES = ['owner', 'manager', 'operator', 'support', 'content'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const everyone: readonly StaffRole[] = STAFF_ROLES;

export const STAFF_PERMISSIONS = {
  /** who am I, sign out: any signed-in staff */
  self: everyone,
  /** the team: invite people, change their role, switch them off */
  'staff.manage': ['owner'],
  /** who did what, when, before and after */
  'audit.read': ['owner', 'manager'],
  /** orders: read the board and an order */
  'orders.read': ['owner', 'manager', 'operator', 'support'],
  /** move an order through the transition table, hand it to a carrier */
  'orders.fulfil': ['owner', 'manager', 'operator'],
  /** record a payment staff saw arrive (a bank transfer) */
  'orders.payment': ['owner', 'manager', 'operator'],
  /** hand money back through the provider */
  'orders.refund': ['owner', 'manager'],
  /** give or take back a member's coins with a reason */
  'coins.adjust': ['owner', 'manager', 'support'],
  /** products, SKUs, prices, stock and its history */
  'catalog.read': ['owner', 'manager', 'operator', 'support'],
  /** products' words and lists, prices, stock, on/off sale, donation places */
  'catalog.write': ['owner', 'manager'],
  /** today's orders and sales, orders waiting per status, low stock, codes about to end */
  'dashboard.read': ['owner', 'manager', 'operator', 'support'],
  /** members: search, profile, coins and their ledger, orders (never a password) */
  'members.read': ['owner', 'manager', 'support'],
  /** payment channels on or off */
  'settings.manage': ['owner', 'manager'],
  /** promo codes: their rules, quotas and the orders that used them; automatic promotions */
  'promotions.manage': ['owner', 'manager'],
  /** news, tips, videos, banners, the promotions and privileges pages, and their images */
  'content.manage': ['owner', 'manager', 'content'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffPermission = keyof typeof STAFF_PERMISSIONS;

export const mayUse = (role: StaffRole, permission: StaffPermission): boolean => (STAFF_PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
