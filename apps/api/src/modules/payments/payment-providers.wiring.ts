import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config/config';
import type { Db } from '../../db/database';
import type { AuthService } from '../auth/auth.service';
import type { MailService } from '../mail/mail.service';
import type { TransitionDeps } from '../orders/orders.types';
import { createCardCheckouts } from './card-checkout';
import { cardCheckoutSandboxRoutes } from './card-checkout-sandbox.routes';
import { cardSandboxRoutes } from './card-sandbox.routes';
import { createCounterPayments } from './counter-payment';
import { counterPaymentRoutes } from './counter-payment.routes';
import { counterSandboxRoutes } from './counter-sandbox.routes';
import type { TransferAccount } from '@pawsook/shared/schemas/transfer-account';
import { createOrderPayments } from './order-payment';
import { orderPaymentRoutes } from './order-payment.routes';
import { createPaymentOutcomes } from './payment-outcome';
import { paymentOutcomeRoutes } from './payment-outcome.routes';
import { createPaymentNotificationsService } from './payment-notifications.service';
import { paymentNotifyRoutes } from './payment-notify.routes';
import { createPaymentReconciliation } from './payment-reconciliation';
import { createPaymentRefunds } from './payment-refunds.service';
import { providerApi, type ProviderApi } from './provider-api';
import { qrSandboxRoutes } from './qr-sandbox.routes';
import { ownOrigin } from './sandbox-notify';
import { sandboxProviderApiRoutes } from './sandbox-provider-api.routes';
import { createWalletPayments } from './wallet-payment';
import type { TransferSlips } from './transfer-slips.service';
import { walletSandboxRoutes } from './wallet-sandbox.routes';

export interface PaymentProvidersDeps {
  config: AppConfig;
  db: Db;
  auth: AuthService;
  transitions: TransitionDeps;
  mail: MailService;
  /** the shop's account for bank transfers and the slips members send (order payment answers) */
  transferAccount: () => TransferAccount | null;
  transferSlips: TransferSlips;
}

/**
 * Every payment provider as this shop is configured (ARCHITECTURE §6): each channel's start call,
 * the one notification path, the sandboxes while they are on, and each provider's server-to-server
 * API (configured, or the sandbox's own) for reconciliation and refunds.
 */
export async function registerPaymentProviders(
  app: FastifyInstance,
  { config, db, auth, transitions, mail, transferAccount, transferSlips }: PaymentProvidersDeps,
) {
  const notifySecret = config.paymentNotifySecret;
  const sandboxes = config.sandboxes && notifySecret !== null;
  const providerBase = (kind: keyof AppConfig['providerApiUrls']): (() => string) | null => {
    const configured = config.providerApiUrls[kind];
    if (configured) return () => configured;
    const sandboxed = kind === 'card' ? config.card?.sandbox === true : kind === 'counter' ? config.counterService?.sandbox === true : true;
    return sandboxes && sandboxed ? () => `${ownOrigin(app)}/sandbox/${kind}` : null;
  };

  const walletBase = providerBase('wallet');
  const wallet = createWalletPayments({ db, requestsUrl: walletBase ? () => `${walletBase()}/requests` : null, secret: notifySecret });
  const cardCheckout = config.cardProvider === 'payment-link';
  const orderPayments = createOrderPayments({
    db,
    thaiQr: config.thaiQr,
    card: config.card,
    cardCheckout,
    publicUrl: config.publicUrl,
    sandboxes,
    transferAccount,
    transferSlips,
  });
  const cardCheckouts = createCardCheckouts({
    db,
    apiBase: cardCheckout ? providerBase('card') : null,
    secret: notifySecret,
    // the sandbox provider is this shop: its way back needs no host
    returnBase: config.providerApiUrls.card ? config.publicUrl : '',
  });
  await app.register(orderPaymentRoutes(orderPayments, wallet, cardCheckouts, auth));
  await app.register(paymentOutcomeRoutes(createPaymentOutcomes({ db }), auth));
  // counter service: the sandbox counter only while the payment sandboxes are served
  const counterService = config.counterService && (!config.counterService.sandbox || sandboxes) ? config.counterService : null;
  await app.register(counterPaymentRoutes(createCounterPayments({ db, counter: counterService, biller: config.thaiQr, publicUrl: config.publicUrl }), auth));

  // notifications arriving together are applied together: one batch at a time on the embedded database's one thread
  const notifications = createPaymentNotificationsService({ db, mail, publicUrl: config.publicUrl, maxInFlight: app.database.kind === 'pglite' ? 1 : 2 });
  if (notifySecret) {
    await app.register(paymentNotifyRoutes(notifications, notifySecret));
    if (sandboxes) {
      await app.register(qrSandboxRoutes(db, notifySecret));
      if (config.card?.sandbox) await app.register(cardSandboxRoutes(db, config.card, notifySecret));
      if (config.card?.sandbox && cardCheckout) await app.register(cardCheckoutSandboxRoutes(db, notifySecret));
      await app.register(walletSandboxRoutes(db, notifySecret));
      if (counterService?.sandbox) await app.register(counterSandboxRoutes(db, counterService.key, notifySecret, config.webDistDir));
      await app.register(sandboxProviderApiRoutes(db, notifySecret));
    }
  }

  const providerApis: Partial<Record<keyof AppConfig['providerApiUrls'], ProviderApi>> = {};
  for (const kind of ['qr', 'card', 'wallet', 'counter'] as const) {
    const base = providerBase(kind);
    if (base && notifySecret) providerApis[kind] = providerApi(base, notifySecret);
  }
  const inquiries = Object.fromEntries(Object.entries(providerApis).map(([kind, api]) => [kind, api.inquire]));
  // a counter service takes cash at the till and refunds nothing: that money goes back by bank transfer, by hand
  const { counter: _cash, ...refundingProviders } = providerApis;
  return {
    notifications,
    reconciliation: createPaymentReconciliation({ db, notifications, inquiries, log: app.log }),
    refunds: createPaymentRefunds({ db, transitions, providers: refundingProviders }),
  };
}
