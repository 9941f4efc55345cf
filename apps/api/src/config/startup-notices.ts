import type { AppConfig } from './config';

/**
 * What an operator must know at start: the demo conveniences that are on (each is a way into
 * accounts or orders on a public shop), and mails that cannot be sent. One line each, logged as
 * warnings so they stand out in production logs.
 */
export function startupNotices(config: AppConfig): string[] {
  const notices: string[] = [];
  const helpers: string[] = [];
  if (config.demoData) helpers.push('demo data (a demo member and demo staff accounts whose password is published)');
  if (config.devMailbox === 'loopback') helpers.push('the development mailbox at /dev/mailbox (this machine only)');
  if (config.devMailbox === 'everyone') helpers.push('the development mailbox at /dev/mailbox (open to everyone: it shows every reset link)');
  const sandboxed = Object.entries(config.socialProviders)
    .filter(([, provider]) => provider?.sandbox)
    .map(([name]) => `/sandbox/social/${name}`);
  if (config.lineLogin?.sandbox) sandboxed.push('/sandbox/line/authorize');
  if (sandboxed.length > 0) helpers.push(`sandboxes (${sandboxed.join(', ')}: sign in as anyone)`);
  if (config.sandboxes && config.paymentNotifySecret) {
    const payments = ['/sandbox/qr', ...(config.card?.sandbox ? ['/sandbox/card'] : []), ...(config.providerApiUrls.wallet ? [] : ['/sandbox/wallet'])];
    if (config.counterService?.sandbox) payments.push('/sandbox/counter');
    helpers.push(`the payment sandboxes (${payments.join(', ')}: pay any order without money)`);
  }
  if (config.lineMessaging?.sandbox) helpers.push('the LINE messaging sandbox (/sandbox/line/messages: every order message pushed, this machine only)');
  if (helpers.length > 0) {
    notices.push(
      `Demo helpers on: ${helpers.join('; ')}. ` +
        (config.production
          ? 'They were switched on explicitly (DEMO_DATA, DEV_MAILBOX, SANDBOXES): never on a shop open to the public.'
          : 'They are off by default with NODE_ENV=production.'),
    );
  }
  if (!config.smtpUrl && config.devMailbox === 'off') {
    notices.push(
      'Mails cannot be sent: SMTP_URL is not set and the development mailbox is off. Sign-up, confirmation and ' +
        'password-reset calls answer 503 until SMTP_URL is set.',
    );
  }
  if (!config.paymentNotifySecret) {
    notices.push(
      'Payment notifications are not accepted: PAYMENT_NOTIFY_SECRET is not set and sandboxes are off. Orders stay unpaid until staff confirm them.',
    );
  }
  if (!config.counterService) {
    notices.push('Counter-service payments are not offered: COUNTER_SERVICE_URL and COUNTER_SERVICE_KEY are not set and sandboxes are off.');
  }
  for (const [name, provider] of Object.entries(config.socialProviders)) {
    if (!provider) notices.push(`${name} sign-in is not offered: ${name.toUpperCase()}_CLIENT_ID is not set and sandboxes are off.`);
  }
  return notices;
}
