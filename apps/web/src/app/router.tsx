import { createBrowserRouter, type RouteObject } from 'react-router';
import { PawIcon } from './layout/logo';
import { RootLayout } from './layout/root-layout';
import { HomePage } from './pages/home-page';
import { NotFoundPage } from './pages/not-found-page';
import type { NotOpenArea } from './pages/not-open-areas';
import { RouteErrorPage } from './pages/route-error-page';

/** A route whose page arrives later: one shared, lazily loaded page naming the part of the shop. */
function notOpen(path: string, area: NotOpenArea): RouteObject {
  return {
    path,
    lazy: async () => {
      const { NotOpenPage } = await import('./pages/not-open-page');
      return { element: <NotOpenPage area={area} /> };
    },
  };
}

/** Every route of both specification documents. Home and the shell load first; the rest on demand. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: (
      <div className="flex min-h-screen items-center justify-center">
        <PawIcon className="size-12 animate-pulse" />
      </div>
    ),
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <HomePage /> },

          // Info pages (this issue)
          { path: 'about-us', lazy: async () => ({ Component: (await import('./pages/info-pages')).AboutUsPage }) },
          { path: 'how-to-order', lazy: async () => ({ Component: (await import('../features/info/routes/how-to-order-route')).HowToOrderRoute }) },
          { path: 'terms-conditions', lazy: async () => ({ Component: (await import('../features/info/routes/terms-conditions-route')).TermsConditionsRoute }) },
          { path: 'international', lazy: async () => ({ Component: (await import('../features/info/routes/international-route')).InternationalRoute }) },

          // Member accounts (issue 3)
          notOpen('register/confirm', 'registerConfirm'),
          notOpen('register/verify', 'registerVerify'),
          notOpen('forgot-password', 'forgotPassword'),
          notOpen('reset-password', 'resetPassword'),
          notOpen('user/account/profile', 'profile'),
          notOpen('user/account/password', 'password'),

          // Catalog, search, promotions, product pages, wishlist (issue 4)
          notOpen('search', 'search'),
          notOpen('categories/:slug', 'category'),
          notOpen('brands/:seoUrl', 'brand'),
          notOpen('promotion', 'promotion'),
          notOpen(':lang/product/:productId', 'product'),
          notOpen('product', 'product'),
          notOpen('user/wish-list/wishlist', 'wishlist'),

          // Addresses (issue 5)
          notOpen('user/account/address', 'address'),

          // Cart, checkout and coins (issue 6)
          notOpen('cart/checkout', 'checkout'),
          notOpen('user/account/coin', 'coin'),

          // Orders, tracking and reviews (a later issue)
          notOpen('user/purchase/order', 'orders'),
          notOpen('user/purchase/order/old/:id', 'oldOrder'),
          notOpen('user/purchase/order/:id', 'orderDetail'),
          notOpen('user/purchase/review', 'review'),
          notOpen('user/purchase/tracking', 'tracking'),
          notOpen('user/purchase/tracking/:id', 'tracking'),

          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
