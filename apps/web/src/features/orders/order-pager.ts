import type { ComponentType } from 'react';

/**
 * The numbered pager my orders and the tracking list page with: the listings' pager, handed in by
 * the app (src/app/pages/order-pages.tsx), as features do not import each other. Links, so that
 * each page has its own address.
 */
export type OrderPager = ComponentType<{ page: number; totalRecord: number; pageSize: number; hrefFor: (page: number) => string; onNavigate?: () => void }>;
