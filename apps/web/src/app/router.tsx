import type { PlacedOrder } from '@pawsook/shared/schemas/orders';
import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { addBackOfficeTexts } from './i18n/i18n';
import { PawIcon } from './layout/logo';
import { RootLayout } from './layout/root-layout';
import { HomePage } from './pages/home-page';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorPage } from './pages/route-error-page';

/**
 * The checkout's step 2 (the checkout feature's order details) is fetched while the cart is on
 * screen. The order it places is handed to step 3 (the orders feature's) as step 3 reads it: kept
 * in this tab, its payment to open at once (a reload of step 3 does not).
 */
const loadDetailsStep = () => Promise.all([import('../features/checkout/components/details-step'), import('../features/orders/placed-order')]);
const DetailsStep = lazy(async () => {
  const [{ DetailsStep }, { rememberPlacedOrder, stepThreeHref }] = await loadDetailsStep();
  const handOver = (order: PlacedOrder) => {
    rememberPlacedOrder(order, { payNow: true });
    return stepThreeHref(order.orderNo);
  };
  return { default: () => <DetailsStep handOver={handOver} /> };
});

/**
 * The checkout's step 3 and its payment (QR drawing and all) come only to those who reach step 2,
 * fetched while they fill it in.
 */
const loadOrderResult = () => Promise.all([import('../features/orders/components/order-result-step'), import('../features/payments/components/order-payment')]);
const OrderResult = lazy(async () => {
  const [{ OrderResultStep }, { OrderPayment }] = await loadOrderResult();
  return { default: () => <OrderResultStep payment={OrderPayment} /> };
});

const checkoutDetailsStep = { element: <DetailsStep />, load: loadDetailsStep };
const checkoutResultStep = { element: <OrderResult />, load: loadOrderResult };

/**
 * The back office (issue 19): a tree of its own beside the shop's, without the shop's header and
 * footer, every page a lazy chunk, so a shopper's first load carries none of it.
 */
const staffRoutes: RouteObject = {
  path: '/staff',
  errorElement: <RouteErrorPage />,
  // its texts come with it: every /staff page waits for them with its own code
  lazy: async () => {
    await addBackOfficeTexts();
    return {};
  },
  children: [
    { path: 'signin', lazy: async () => ({ Component: (await import('./pages/staff-pages')).StaffSignInPage }) },
    { path: 'accept-invite', lazy: async () => ({ Component: (await import('./pages/staff-pages')).StaffAcceptInvitePage }) },
    {
      // every other /staff page sits in the shell: signed-in people only
      lazy: async () => ({ Component: (await import('./pages/staff-pages')).StaffShellPage }),
      children: [
        { index: true, lazy: async () => ({ Component: (await import('../features/staff/routes/staff-home-route')).StaffHomeRoute }) },
        { path: 'orders', lazy: async () => ({ Component: (await import('../features/staff/routes/orders-route')).OrdersRoute }) },
        {
          // the order's tax invoice and credit notes are the tax-documents area's panel
          path: 'orders/:orderNo',
          lazy: async () => {
            const [{ OrderDetailRoute }, { OrderTaxDocuments }] = await Promise.all([
              import('../features/staff/routes/order-detail-route'),
              import('../features/staff-tax-documents/components/order-tax-documents'),
            ]);
            return { element: <OrderDetailRoute taxDocuments={OrderTaxDocuments} /> };
          },
        },
        {
          path: 'orders/:orderNo/packing-slip',
          lazy: async () => ({ Component: (await import('../features/staff/routes/packing-slip-route')).PackingSlipRoute }),
        },
        {
          path: 'tax-documents',
          lazy: async () => ({ Component: (await import('../features/staff-tax-documents/routes/tax-documents-route')).TaxDocumentsRoute }),
        },
        { path: 'team', lazy: async () => ({ Component: (await import('../features/staff/routes/team-route')).TeamRoute }) },
        { path: 'audit-log', lazy: async () => ({ Component: (await import('../features/staff/routes/audit-log-route')).AuditLogRoute }) },
        { path: 'catalog', lazy: async () => ({ Component: (await import('../features/staff-catalog/routes/catalog-route')).CatalogRoute }) },
        { path: 'catalog/new', lazy: async () => ({ Component: (await import('../features/staff-catalog/routes/new-product-route')).NewProductRoute }) },
        { path: 'catalog/:id', lazy: async () => ({ Component: (await import('../features/staff-catalog/routes/product-route')).ProductRoute }) },
        { path: 'members', lazy: async () => ({ Component: (await import('../features/staff-members/routes/members-route')).MembersRoute }) },
        { path: 'members/:id', lazy: async () => ({ Component: (await import('../features/staff-members/routes/member-detail-route')).MemberDetailRoute }) },
        { path: 'content', lazy: async () => ({ Component: (await import('../features/staff-content/routes/content-route')).ContentRoute }) },
        { path: 'content/new', lazy: async () => ({ Component: (await import('../features/staff-content/routes/content-editor-route')).NewContentRoute }) },
        { path: 'content/:id', lazy: async () => ({ Component: (await import('../features/staff-content/routes/content-editor-route')).EditContentRoute }) },
        { path: 'promotions', lazy: async () => ({ Component: (await import('../features/staff-promotions/routes/promo-codes-route')).PromoCodesRoute }) },
        {
          path: 'promotions/codes/new',
          lazy: async () => ({ Component: (await import('../features/staff-promotions/routes/promo-code-form-routes')).NewPromoCodeRoute }),
        },
        {
          path: 'promotions/codes/:id',
          lazy: async () => ({ Component: (await import('../features/staff-promotions/routes/promo-code-route')).PromoCodeRoute }),
        },
        {
          path: 'promotions/codes/:id/edit',
          lazy: async () => ({ Component: (await import('../features/staff-promotions/routes/promo-code-form-routes')).EditPromoCodeRoute }),
        },
        {
          path: 'promotions/automatic',
          lazy: async () => ({ Component: (await import('../features/staff-promotions/routes/automatic-promotions-route')).AutomaticPromotionsRoute }),
        },
        {
          path: 'promotions/automatic/new',
          lazy: async () => ({ Component: (await import('../features/staff-promotions/routes/promotion-form-routes')).NewPromotionRoute }),
        },
        {
          path: 'promotions/automatic/:id',
          lazy: async () => ({ Component: (await import('../features/staff-promotions/routes/promotion-form-routes')).EditPromotionRoute }),
        },
        {
          // the donation places' addresses use the shop's own address pickers (features/addresses)
          path: 'settings',
          lazy: async () => {
            const [{ SettingsRoute }, { RegionFields }] = await Promise.all([
              import('../features/staff-settings/routes/settings-route'),
              import('../features/addresses/components/region-fields'),
            ]);
            return { element: <SettingsRoute regionFields={<RegionFields />} /> };
          },
        },
        { path: '*', lazy: async () => ({ Component: (await import('../features/staff/routes/staff-not-found-route')).StaffNotFoundRoute }) },
      ],
    },
  ],
};

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
          {
            path: 'terms-conditions',
            lazy: async () => ({ Component: (await import('../features/info/routes/terms-conditions-route')).TermsConditionsRoute }),
          },
          { path: 'international', lazy: async () => ({ Component: (await import('../features/info/routes/international-route')).InternationalRoute }) },

          // Member accounts (issue 3)
          {
            path: 'register/confirm',
            lazy: async () => ({ Component: (await import('../features/members/routes/register-confirm-route')).RegisterConfirmRoute }),
          },
          {
            path: 'register/verify',
            lazy: async () => ({ Component: (await import('../features/members/routes/register-verify-route')).RegisterVerifyRoute }),
          },
          {
            path: 'forgot-password',
            lazy: async () => ({ Component: (await import('../features/members/routes/forgot-password-route')).ForgotPasswordRoute }),
          },
          { path: 'reset-password', lazy: async () => ({ Component: (await import('../features/members/routes/reset-password-route')).ResetPasswordRoute }) },
          {
            path: 'auth/callback/:provider',
            lazy: async () => ({ Component: (await import('../features/members/routes/social-callback-route')).SocialCallbackRoute }),
          },
          {
            // Every /user/* page sits in the account shell: the side menu for members, the login for guests.
            lazy: async () => ({ Component: (await import('../features/members/routes/account-shell-route')).AccountShellRoute }),
            children: [
              { path: 'user/account/profile', lazy: async () => ({ Component: (await import('../features/members/routes/profile-route')).ProfileRoute }) },
              {
                path: 'user/account/password',
                lazy: async () => ({ Component: (await import('../features/members/routes/change-password-route')).ChangePasswordRoute }),
              },
              // Wishlist (issue 4)
              { path: 'user/wish-list/wishlist', lazy: async () => ({ Component: (await import('./pages/wishlist-page')).WishlistPage }) },
              // Addresses (issue 5)
              { path: 'user/account/address', lazy: async () => ({ Component: (await import('../features/addresses/routes/address-route')).AddressRoute }) },
              // Coins (issue 6)
              { path: 'user/account/coin', lazy: async () => ({ Component: (await import('../features/coins/routes/coin-route')).CoinRoute }) },
              // My orders, the order detail and old orders (issue 18)
              { path: 'user/purchase/order', lazy: async () => ({ Component: (await import('./pages/order-pages')).MyOrdersPage }) },
              {
                path: 'user/purchase/order/old/:id',
                lazy: async () => ({ Component: (await import('../features/orders/routes/old-order-route')).OldOrderRoute }),
              },
              {
                path: 'user/purchase/order/:id',
                lazy: async () => ({ Component: (await import('../features/orders/routes/order-detail-route')).OrderDetailRoute }),
              },
              // Reviews (issue 18)
              { path: 'user/purchase/review', lazy: async () => ({ Component: (await import('../features/reviews/routes/reviews-route')).ReviewsRoute }) },
              // Order tracking (issue 18)
              { path: 'user/purchase/tracking', lazy: async () => ({ Component: (await import('./pages/order-pages')).TrackingListPage }) },
              {
                path: 'user/purchase/tracking/:id',
                lazy: async () => ({ Component: (await import('../features/orders/routes/tracking-route')).TrackingRoute }),
              },
            ],
          },

          // Catalog, search, promotions, product pages, wishlist (issue 4)
          { path: 'search', lazy: async () => ({ Component: (await import('./pages/listing-pages')).SearchPage }) },
          { path: 'categories/:slug', lazy: async () => ({ Component: (await import('./pages/listing-pages')).CategoryListingPage }) },
          { path: 'brands/:seoUrl', lazy: async () => ({ Component: (await import('./pages/listing-pages')).BrandListingPage }) },
          { path: 'promotion', lazy: async () => ({ Component: (await import('./pages/listing-pages')).PromotionPage }) },
          { path: ':lang/product/:productId', lazy: async () => ({ Component: (await import('./pages/product-pages')).ProductPage }) },
          { path: 'product', lazy: async () => ({ Component: (await import('./pages/product-pages')).ProductIndexPage }) },

          // The shop's articles, one article, and the new-member privileges (issue 19, decision 0042)
          { path: 'content', lazy: async () => ({ Component: (await import('./pages/content-pages')).ContentListPage }) },
          { path: 'content/:slug', lazy: async () => ({ Component: (await import('../features/content/routes/article-route')).ArticleRoute }) },
          { path: 'privileges', lazy: async () => ({ Component: (await import('../features/content/routes/privileges-route')).PrivilegesRoute }) },

          // Cart and checkout (issue 6)
          {
            // step 2 is the checkout feature's; step 3, the order result, the orders feature's (issue 16);
            // paying it, the payments feature's (issue 17)
            path: 'cart/checkout',
            lazy: async () => {
              const { CheckoutRoute } = await import('../features/cart/routes/checkout-route');
              return { element: <CheckoutRoute detailsStep={checkoutDetailsStep} resultStep={checkoutResultStep} /> };
            },
          },

          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
  staffRoutes,
];

export function createRouter() {
  return createBrowserRouter(routes);
}
