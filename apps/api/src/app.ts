import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { installZodMessageKeys } from '@pawsook/shared/validation/zod-messages';
import type { AppConfig } from './config/config';
import { startupNotices } from './config/startup-notices';
import { openDatabase, type Database } from './db/database';
import { runSeeds } from './db/seed';
import { createPasswordHasher } from './security/password';
import { envelopePlugin } from './http/envelope.plugin';
import { openApiPlugin } from './http/openapi.plugin';
import { registerRateLimits } from './http/rate-limits';
import { fastifyOptions } from './http/fastify-options';
import { validatorCompiler } from './http/validator-compiler';
import { registerSecurityHeaders } from './http/security-headers';
import { nextBoundary } from './modules/catalog/response-cache';
import { webStaticPlugin } from './http/web-static.plugin';
import { publicImagesRoutes } from './http/public-images.plugin';
import { openFileStore } from './files/open-file-store';
import type { FileAreaName } from './files/file-store';
import { createHotFiles } from './files/hot-files';
import { registerHealthRoutes } from './http/health.routes';
import { createShutdown, type Shutdown } from './http/shutdown';
import { articlePageMeta } from './http/content-page-meta';
import { sitemapRoutes } from './modules/catalog/sitemap.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { createCatalogService } from './modules/catalog/catalog.service';
import { contentRoutes } from './modules/content/content.routes';
import { createContentService, type ContentService } from './modules/content/content.service';
import { contentItemsRoutes } from './modules/content/content-items.routes';
import { createContentItems } from './modules/content/content-items.service';
import { CONTENT_IMAGE_KEY_PREFIX, textEditorUploadRoutes } from './modules/content/text-editor-upload';
import { CONTENT_IMAGE_PREFIX } from './modules/content/content-html';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { counterBillForMail } from './modules/payments/counter-bill';
import { startPaymentReconciliation, type PaymentReconciliation } from './modules/payments/payment-reconciliation';
import { registerPaymentProviders } from './modules/payments/payment-providers.wiring';
import { staffTransferSlipsRoutes, transferSlipsRoutes } from './modules/payments/transfer-slips.routes';
import { createTransferSlips } from './modules/payments/transfer-slips.service';
import { mayUse } from '@pawsook/shared/staff/staff-roles';
import { offeredPaymentKinds } from './modules/payments/offered-channels';
import { createPaymentsService, type PaymentsService } from './modules/payments/payments.service';
import { addressesRoutes } from './modules/addresses/addresses.routes';
import { createAddressesService } from './modules/addresses/addresses.service';
import { authRoutes } from './modules/auth/auth.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { createCartService, type CartService } from './modules/cart/cart.service';
import { lineSandboxRoutes } from './modules/auth/line-sandbox.routes';
import { devPageFontRoutes } from './http/dev-page-font';
import { socialSandboxRoutes } from './modules/auth/social-sandbox.routes';
import { staffRoutes } from './modules/staff/staff.routes';
import { createStaffService } from './modules/staff/staff.service';
import { createStaffDashboard } from './modules/staff/staff-dashboard.service';
import { createStaffMembers } from './modules/members/staff-members.service';
import { createCoinLedgerPages } from './modules/coins/coin-ledger-pages.service';
import { createOrderFigures } from './modules/orders/order-figures.service';
import { staffOrdersRoutes } from './modules/orders/staff-orders.routes';
import { createStaffOrders } from './modules/orders/staff-orders.service';
import { createPaymentRecords } from './modules/payments/payment-records.service';
import { createStaffAccounts } from './modules/staff/staff-accounts.service';
import { createStaffAccess, createStaffAudit } from './modules/audit/audit.service';
import { staffAccess } from './modules/audit/staff-access.hook';
import { staffCatalogRoutes } from './modules/catalog/staff-catalog.routes';
import { createStaffCatalog } from './modules/catalog/staff-catalog.service';
import { createCatalogReferences } from './modules/catalog/catalog-references.service';
import { createStaffNewProducts, staffNewProductsRoutes } from './modules/catalog/staff-new-products';
import { createStaffProductImages, staffProductImagesRoutes } from './modules/catalog/staff-product-images';
import { staffContentRoutes } from './modules/content/staff-content.routes';
import { createStaffContent } from './modules/content/staff-content.service';
import { staffDonationPlacesRoutes } from './modules/donations/staff-donation-places.routes';
import { createStaffDonationPlaces } from './modules/donations/staff-donation-places.service';
import { staffPaymentChannelsRoutes } from './modules/payments/staff-payment-channels.routes';
import { createStaffPaymentChannels } from './modules/payments/staff-payment-channels.service';
import { staffPromoCodesRoutes } from './modules/promotions/staff-promo-codes.routes';
import { createStaffPromoCodes } from './modules/promotions/staff-promo-codes.service';
import { staffPromotionsRoutes } from './modules/promotions/staff-promotions.routes';
import { createStaffPromotions } from './modules/promotions/staff-promotions.service';
import { staffShopSettingsRoutes } from './modules/settings/staff-shop-settings.routes';
import { createStaffShopSettings } from './modules/settings/staff-shop-settings.service';
import { createAuthService } from './modules/auth/auth.service';
import { createSessionStore } from './modules/auth/session-store.service';
import { coinsRoutes } from './modules/coins/coins.routes';
import { createCoinsService } from './modules/coins/coins.service';
import { devMailboxRoutes } from './modules/mail/mail.routes';
import { createMailService } from './modules/mail/mail.service';
import { membersRoutes } from './modules/members/members.routes';
import { createMembersService } from './modules/members/members.service';
import { createLiveCatalog, type LiveCatalog } from './modules/catalog/live-catalog.service';
import { createLivePromotions, type LivePromotions } from './modules/promotions/live-promotions.service';
import { productsRoutes } from './modules/catalog/products.routes';
import { createProductsService } from './modules/catalog/products.service';
import { createLiveReviewSummaries, type LiveReviewSummaries } from './modules/reviews/live-review-summaries';
import { createDonationsService } from './modules/donations/donations.service';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes';
import { createWishlistService } from './modules/wishlist/wishlist.service';
import { createReviewPhotoStore } from './modules/reviews/review-photos.service';
import { PRODUCT_PHOTO_KEY_PREFIX } from '@pawsook/shared/schemas/staff-product-images';
import { productReviewsRoutes, reviewsRoutes } from './modules/reviews/reviews.routes';
import { createReviewsService } from './modules/reviews/reviews.service';
import { referenceRoutes } from './modules/reference/reference.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { createOrderHistoryService } from './modules/orders/order-history.service';
import { createOrdersService, startExpirySweep, type OrdersService } from './modules/orders/orders.service';
import { createCheckoutDiscountsService } from './modules/checkout/checkout-discounts.service';
import { checkoutRoutes } from './modules/checkout/checkout.routes';
import { createCheckoutService, type CheckoutService } from './modules/checkout/checkout.service';
import { createPromoCodesService } from './modules/promotions/promo-codes.service';
import { createLiveSettings, type LiveSettings } from './modules/settings/live-settings';
import { createReferenceService } from './modules/reference/reference.service';
import { createSellerDetails } from './modules/tax-documents/seller-details.service';
import { staffSellerDetailsRoutes } from './modules/tax-documents/staff-seller-details.routes';
import { staffTaxDocumentsRoutes } from './modules/tax-documents/staff-tax-documents.routes';
import { createTaxDocumentIssuing, type TaxDocumentIssuing } from './modules/tax-documents/tax-document-issuing';
import { createLineMessageSending, type LineMessageSending } from './modules/line-messages/line-message-sending';
import { addFriendUrl, createLineMessageSettings } from './modules/line-messages/line-message-settings.service';
import { lineMessagesRoutes, lineWebhookRoutes } from './modules/line-messages/line-messages.routes';
import { lineMessagingSandboxRoutes } from './modules/line-messages/line-messaging-sandbox.routes';
import { TAX_DOCUMENT_ATTACHMENT } from './modules/tax-documents/tax-document-mail';
import { taxDocumentsRoutes } from './modules/tax-documents/tax-documents.routes';
import { createTaxDocuments } from './modules/tax-documents/tax-documents.service';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    /** the in-memory catalogue; tests wait on it after changing the database directly */
    liveCatalog: LiveCatalog;
    liveReviewSummaries: LiveReviewSummaries;
    /** the running promotions; tests wait on them after changing the database directly */
    livePromotions: LivePromotions;
    /** the shipping fee and free-shipping threshold staff set */
    liveSettings: LiveSettings;
    /** the footer's contacts and staff's content as drawn pages see them; tests wait on it after changing the database directly */
    content: ContentService;
    /** the cart service; tests read how its writes were batched */
    cart: CartService;
    /** the orders service; tests run the expiry sweep at a time of their choosing */
    orders: OrdersService;
    /** checkout; tests read how orders were batched */
    checkout: CheckoutService;
    /** payment reconciliation; tests run it at a time of their choosing */
    paymentReconciliation: PaymentReconciliation;
    /** the payment channels every instance keeps; tests wait on them after a change */
    payments: PaymentsService;
    /** tax invoices and credit notes due; tests wait for them to be issued */
    taxDocuments: TaxDocumentIssuing;
    /** order messages on LINE (issue 42); null when no Messaging API channel and no sandbox */
    lineMessages: LineMessageSending | null;
    /** how the server stops: main.ts drains it at the stop signal (decision 0072) */
    shutdown: Shutdown;
  }
}

/**
 * The API calls of drawn pages that show nothing of the catalogue: a product's reviews (their own
 * version), the shop's texts, contacts and social media (the content's). Any other call is taken
 * to show all of it (decision 0071).
 */
const READS_NO_CATALOGUE = /^\/api\/v1\/(?:products\/\d+\/reviews|content\/|contact\/|social-media\/)/;

export interface BuildAppOptions {
  /** An already open database (tests); otherwise one is opened from the configuration. */
  database?: Database;
}

/**
 * Builds the whole shop in the order configuration → external plugins → infrastructure → modules.
 * The database is migrated and seeded before the first request can arrive.
 */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  installZodMessageKeys();

  const app = Fastify(fastifyOptions(config)).withTypeProvider<ZodTypeProvider>();
  // first of all: every later onClose hook runs before it, and it closes the database last
  const shutdown = createShutdown(app, { graceMs: config.shutdown.graceMs });
  app.decorate('shutdown', shutdown);

  // JSON is the API's only body (and forms, in the sandboxes that declare them): any other media
  // type is a 415 as docs/api.md says, not a string that fails validation
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // External plugins
  registerSecurityHeaders(app, config);
  await registerRateLimits(app, config, shutdown);

  // Infrastructure
  // uploaded files: this machine's folder, or the object store every instance shares (decision 0074);
  // checked first, so a bucket that cannot be used stops the start before anything else is opened
  const files = await openFileStore(config.files);
  shutdown.last(async () => files.close());
  app.log.info({ files: files.kind }, `uploaded files are kept in ${files.describe()}`);
  // the public images most read, so a page's pictures are not each a trip to the object store
  const hotFiles = createHotFiles({ maxBytes: 16 * 1024 * 1024, maxFileBytes: 1024 * 1024 });
  const publicImages = (area: FileAreaName, prefix: string) => app.register(publicImagesRoutes(files.area(area), prefix, hotFiles));
  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDataDir: config.pgliteDataDir, poolSize: config.databasePoolSize }));
  app.decorate('database', database);
  if (!options.database) shutdown.last(() => database.close());
  const seeded = await runSeeds(database.db, {
    demoData: config.demoData,
    passwords: createPasswordHasher(config.passwordScryptLogN),
  });
  if (seeded.length > 0) app.log.info({ seeds: seeded }, 'loaded seed data');

  await app.register(envelopePlugin);
  await app.register(openApiPlugin);

  registerHealthRoutes(app, database.db, shutdown);

  // Modules
  const db = database.db;
  const mail = createMailService(db, { smtpUrl: config.smtpUrl, from: config.mailFrom, mailboxOn: config.devMailbox !== 'off', log: app.log });
  shutdown.afterRequests(() => mail.stop());
  const coins = createCoinsService(db);
  const sessions = createSessionStore(db, { sessionDays: config.sessionDays });
  const stopFollowingRevocations = await sessions.followRevocations(database);
  shutdown.afterRequests(() => stopFollowingRevocations().catch(() => undefined));
  const passwords = createPasswordHasher(config.passwordScryptLogN);
  const members = createMembersService({
    db,
    mail,
    coins,
    sessions,
    passwords,
    publicUrl: config.publicUrl,
    signupCoins: config.signupCoins,
  });
  const auth = createAuthService({ db, members, sessions, passwords, socialProviders: config.socialProviders, lineLogin: config.lineLogin, log: app.log });

  const reference = createReferenceService(db);
  const liveCatalog = await createLiveCatalog(database, app.log);
  app.decorate('liveCatalog', liveCatalog);
  shutdown.afterRequests(() => liveCatalog.stop());
  const donations = createDonationsService(db, reference);

  await app.register(referenceRoutes(reference));
  await app.register(catalogRoutes(createCatalogService(db), liveCatalog));
  const liveReviewSummaries = await createLiveReviewSummaries(database, app.log);
  app.decorate('liveReviewSummaries', liveReviewSummaries);
  shutdown.afterRequests(() => liveReviewSummaries.stop());
  const products = createProductsService(liveCatalog, donations, liveReviewSummaries);
  await app.register(productsRoutes(products, donations));
  await app.register(sitemapRoutes(liveCatalog, config.publicUrl));
  // an article's page carries its own title and Open Graph tags for link previews (decision 0042)
  const articleMeta = articlePageMeta(createContentItems(db), { publicUrl: config.publicUrl, log: app.log });
  await app.register(webStaticPlugin, {
    webDistDir: config.webDistDir,
    imageDirs: [config.assetImagesDir, path.join(config.dataDir, 'images')],
    // the home page's banner (apps/web features/home/home-hero.tsx) is its largest paint
    leadImages: (pathname) => (pathname === '/' ? ['/images/banner/home-hero.webp'] : []),
    // drawn pages are kept until the reviews, the shop's texts, settings or promotions change, or
    // the part of the catalogue they show (decision 0071)
    serverRendering: config.serverRendering && {
      versions: () => [liveReviewSummaries.current(), content.version(), liveSettings.current(), livePromotions.current()],
      parts: {
        current: liveCatalog.partVersions,
        // an API call that is not the catalogue's and not known to read none of it may show any of it
        shownAt: (address) => liveCatalog.partsShownAt(address) ?? (address.startsWith('/api/') && !READS_NO_CATALOGUE.test(address) ? ['everything'] : []),
      },
      validUntil: (now) => Math.min(nextBoundary(liveCatalog.current(), now), content.nextChange(now)),
      // every source a drawn page reads is announced or has a known next change: this only bounds
      // how long something unannounced could stay wrong, and a re-draw costs the tail of whoever waits behind it
      maxAgeMs: 5 * 60_000,
      maxBytes: 32 * 1024 * 1024,
    },
    pageMeta: async (pathname, search) => {
      const article = await articleMeta(pathname, search);
      if (article) return article;
      const match = /^\/(th|en)\/product\/(\d+)\/?$/.exec(pathname);
      if (!match) return null;
      const lang = match[1] as 'th' | 'en';
      const productId = Number(match[2]);
      const pageUrl = (language: 'th' | 'en') => `${config.publicUrl}/${language}/product/${productId}`;
      const imageUrl = (key: string) => `${config.publicUrl}/images/${key}`;
      const meta = products.pageMeta(productId, lang, { pageUrl: pageUrl(lang), imageUrl });
      if (!meta) return null;
      return {
        title: meta.title,
        description: meta.description,
        lang,
        type: 'product',
        url: pageUrl(lang),
        image: meta.imageKey ? imageUrl(meta.imageKey) : undefined,
        // the same product in the other language; Thai is the shop's default
        alternates: { th: pageUrl('th'), en: pageUrl('en'), 'x-default': pageUrl('th') },
        structuredData: meta.structuredData,
      };
    },
  });
  await app.register(wishlistRoutes(createWishlistService(db, liveCatalog, liveReviewSummaries), auth));
  await app.register(addressesRoutes(createAddressesService(db, reference), auth));
  const livePromotions = await createLivePromotions(database, app.log);
  app.decorate('livePromotions', livePromotions);
  shutdown.afterRequests(() => livePromotions.stop());
  const liveSettings = await createLiveSettings(database, config.shipping, app.log);
  app.decorate('liveSettings', liveSettings);
  shutdown.afterRequests(() => liveSettings.stop());
  const cart = createCartService({
    db,
    database,
    catalog: liveCatalog,
    donations,
    coins,
    shipping: () => liveSettings.current().shipping,
    promotions: livePromotions,
  });
  app.decorate('cart', cart);
  const stopFollowingCarts = await cart.followChanges(database);
  shutdown.afterRequests(() => stopFollowingCarts().catch(() => undefined));
  await app.register(cartRoutes(cart, auth));
  await app.register(coinsRoutes(coins, cart.rewardProducts, auth));
  const reviews = createReviewsService({ db, coins, photos: createReviewPhotoStore(files.area('reviews')), reviewCoins: config.reviews.coins });
  await app.register(reviewsRoutes(reviews, auth));
  await app.register(productReviewsRoutes(reviews));
  await publicImages('reviews', '/images/reviews/');
  // product photos staff upload: checked and kept as review photos are, served from /images/product-photos/
  await publicImages('product-photos', `/images/${PRODUCT_PHOTO_KEY_PREFIX}`);
  const content = await createContentService(database, app.log, config.lineOaId ? addFriendUrl(config.lineOaId) : null);
  app.decorate('content', content);
  shutdown.afterRequests(() => content.stop());
  await app.register(contentRoutes(content));
  await app.register(contentItemsRoutes(createContentItems(db), auth));
  // the content editor's images: checked and kept as review photos are, served from /images/content/
  await publicImages('content-images', CONTENT_IMAGE_PREFIX);
  const payments = await createPaymentsService(database, app.log, offeredPaymentKinds(config));
  app.decorate('payments', payments);
  shutdown.afterRequests(() => payments.stop());
  await app.register(paymentsRoutes(payments));
  await app.register(authRoutes(auth, config.signinAttemptsPerMinute, config.socialProviders, config.lineLogin));
  if (Object.values(config.socialProviders).some((p) => p?.sandbox)) await app.register(socialSandboxRoutes);
  if (config.lineLogin?.sandbox) await app.register(lineSandboxRoutes(config.lineLogin));
  await app.register(membersRoutes(members, auth, config.mailRequestsPerHour));
  if (config.devMailbox !== 'off') await app.register(devMailboxRoutes(mail, config.devMailbox));
  if (config.devMailbox !== 'off' || config.lineMessaging?.sandbox) await app.register(devPageFontRoutes);
  const promoCodes = createPromoCodesService(db);
  const checkoutDiscounts = createCheckoutDiscountsService({ db, cart, coins, promoCodes, coinRule: config.coinDiscount });
  const addressesForOrders = createAddressesService(db, reference);
  const checkout = createCheckoutService({
    db,
    // orders of different members arriving together are placed together: one batch at a time on the embedded database's one thread
    maxInFlight: database.kind === 'pglite' ? 1 : 2,
    cart,
    coins,
    promoCodes,
    discounts: checkoutDiscounts,
    addresses: addressesForOrders,
    reference,
    mail,
    payments,
    counterBill: counterBillForMail(config.thaiQr),
    publicUrl: config.publicUrl,
    expiryMinutes: config.orderExpiryMinutes,
    coinRule: config.coinDiscount,
  });
  app.decorate('checkout', checkout);
  const orders = createOrdersService({ db, cart, catalog: liveCatalog, coins, promoCodes });
  app.decorate('orders', orders);
  const coinLedgerPages = createCoinLedgerPages(db);
  const paymentRecords = createPaymentRecords(db);
  const orderHistory = createOrderHistoryService({ db, deliveryDays: config.deliveryDays, coinLedger: coinLedgerPages, paymentRecords });
  await app.register(checkoutRoutes(checkout, checkoutDiscounts, auth));
  await app.register(ordersRoutes(orders, orderHistory, auth));
  const staffAudit = createStaffAudit(db);
  // tax invoices and credit notes (issue 41): issued on payment and refund by a worker on every instance, or on a member's request
  const taxDocumentIssuing = createTaxDocumentIssuing({ db, mail, audit: staffAudit, publicUrl: config.publicUrl, log: app.log });
  app.decorate('taxDocuments', taxDocumentIssuing);
  const taxDocuments = createTaxDocuments({ db, issuing: taxDocumentIssuing, addresses: addressesForOrders });
  mail.drawAttachmentsWith(TAX_DOCUMENT_ATTACHMENT, taxDocuments.attachment);
  await app.register(taxDocumentsRoutes(taxDocuments, auth));
  // order messages on LINE (issue 42): pushed by a worker on every instance from rows the orders table writes
  const lineMessageSettings = createLineMessageSettings(db, members, config.lineOaId);
  await app.register(lineMessagesRoutes(lineMessageSettings, auth));
  const lineMessaging = config.lineMessaging;
  if (lineMessaging) {
    await app.register(lineWebhookRoutes(lineMessageSettings, lineMessaging.channelSecret));
    if (lineMessaging.sandbox) await app.register(lineMessagingSandboxRoutes(lineMessaging, config.devMailbox === 'everyone' ? 'everyone' : 'loopback'));
  }
  const lineMessages = lineMessaging
    ? createLineMessageSending({ db, settings: lineMessageSettings, config: lineMessaging, publicUrl: config.publicUrl, log: app.log })
    : null;
  app.decorate('lineMessages', lineMessages);
  const staffAccounts = createStaffAccounts({ db, passwords, mail, audit: staffAudit, publicUrl: config.publicUrl, sessionHours: config.staffSessionHours });
  // slips show a name and an account: an area of their own, never served as public images
  const transferSlips = createTransferSlips({
    db,
    mail,
    store: createReviewPhotoStore(files.area('transfer-slips'), { keyPrefix: 'slips/' }),
    publicUrl: config.publicUrl,
    noticeAddresses: async () =>
      (await staffAccounts.list()).filter((s) => s.active && s.invitationAccepted && mayUse(s.role, 'orders.payment')).map((s) => s.email),
  });
  await app.register(transferSlipsRoutes(transferSlips, auth));
  const {
    notifications: paymentNotifications,
    reconciliation: paymentReconciliation,
    refunds,
  } = await registerPaymentProviders(app, {
    config,
    db,
    auth,
    transitions: { coins, promoCodes },
    mail,
    transferAccount: () => payments.transferAccount(),
    transferSlips,
  });
  app.decorate('paymentReconciliation', paymentReconciliation);
  // the back office: one access hook around every module's staff routes, each module's back-office
  // service built from what it owns
  const staffCatalog = createStaffCatalog(db, staffAudit);
  const orderFigures = createOrderFigures(db);
  const catalogReferences = createCatalogReferences(db);
  const staffPromoCodes = createStaffPromoCodes(db, staffAudit, { catalog: catalogReferences, orders: orderFigures });
  const staffMembers = createStaffMembers(db, { coins, ledger: coinLedgerPages, orders: orderFigures });
  await app.register(async (backOffice) => {
    backOffice.addHook('onRequest', staffAccess(createStaffAccess(staffAccounts, config.staffApiToken)));
    await backOffice.register(
      staffRoutes({
        db,
        staff: createStaffService(db, coins, staffMembers, staffAudit),
        accounts: staffAccounts,
        audit: staffAudit,
        orders,
        payments: paymentNotifications,
        refunds,
        history: orderHistory,
        transferSlips,
        catalog: staffCatalog,
        orderFigures,
        dashboard: createStaffDashboard({ orders: orderFigures, catalog: staffCatalog, promoCodes: staffPromoCodes }),
        members: staffMembers,
      }),
    );
    await backOffice.register(staffOrdersRoutes(createStaffOrders(db, paymentRecords, staffAudit)));
    await backOffice.register(staffPromoCodesRoutes(staffPromoCodes));
    await backOffice.register(staffPromotionsRoutes(createStaffPromotions(db, staffAudit, livePromotions, catalogReferences)));
    await backOffice.register(staffCatalogRoutes(staffCatalog));
    await backOffice.register(staffNewProductsRoutes(createStaffNewProducts(db, staffCatalog, staffAudit)));
    const productPhotos = createReviewPhotoStore(files.area('product-photos'), { keyPrefix: PRODUCT_PHOTO_KEY_PREFIX });
    await backOffice.register(staffProductImagesRoutes(createStaffProductImages(db, staffAudit, productPhotos)));
    await backOffice.register(staffPaymentChannelsRoutes(createStaffPaymentChannels(db, staffAudit, payments)));
    await backOffice.register(staffTransferSlipsRoutes(transferSlips, staffAudit, db));
    await backOffice.register(staffShopSettingsRoutes(createStaffShopSettings(db, liveSettings, staffAudit)));
    await backOffice.register(staffSellerDetailsRoutes(createSellerDetails(db, staffAudit, () => taxDocumentIssuing.kick())));
    await backOffice.register(staffTaxDocumentsRoutes(taxDocuments));
    await backOffice.register(staffDonationPlacesRoutes(createStaffDonationPlaces(db, reference, staffAudit)));
    await backOffice.register(staffContentRoutes(createStaffContent(db, staffAudit)));
    const contentImages = createReviewPhotoStore(files.area('content-images'), { keyPrefix: CONTENT_IMAGE_KEY_PREFIX });
    await backOffice.register(textEditorUploadRoutes(contentImages, staffAudit, db));
  });
  if (config.staffOwnerEmail) {
    const link = await staffAccounts.inviteFirstOwner(config.staffOwnerEmail, 'th');
    if (link)
      app.log.warn(
        { email: config.staffOwnerEmail },
        `No staff yet: ${config.staffOwnerEmail} is invited as the shop's owner (the invitation mail carries the link to choose a password)`,
      );
  }

  // every process sweeps; SKIP LOCKED keeps them from expiring one order twice
  const stopExpirySweep = startExpirySweep(orders, config.orderExpirySweepMs, app.log);
  shutdown.afterRequests(stopExpirySweep);
  const stopReconciliation = startPaymentReconciliation(paymentReconciliation, config.paymentReconcileMs, app.log);
  shutdown.afterRequests(stopReconciliation);
  await taxDocumentIssuing.start(database);
  shutdown.afterRequests(() => taxDocumentIssuing.stop());
  if (lineMessages) {
    await lineMessages.start(database);
    shutdown.afterRequests(() => lineMessages.stop());
  }

  await app.ready();
  for (const notice of startupNotices(config)) app.log.warn(notice);
  mail.start();
  return app;
}
