import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config';
import { offeredPaymentKinds } from './offered-channels';

const kinds = (env: Record<string, string>) => [...offeredPaymentKinds(loadConfig(env))].sort();
const SECRET = 'a-notify-secret-from-the-providers-0123';

describe('the kinds of payment a shop offers', () => {
  it('offers every kind in the local demo, through the sandboxes', () => {
    expect(kinds({})).toEqual(['card', 'counter', 'qr', 'transfer', 'wallet']);
    expect(kinds({ CARD_PROVIDER: 'payment-link' })).toContain('card');
  });

  it('offers only Thai QR and transfers in production until providers are configured', () => {
    expect(kinds({ NODE_ENV: 'production' })).toEqual(['qr', 'transfer']);
  });

  it('offers each provider once it is configured', () => {
    const card = { CARD_GATEWAY_URL: 'https://pay.bank.example/hosted', CARD_MERCHANT_ID: '12345', CARD_SECRET: 'a-secret-from-the-bank-0123' };
    expect(kinds({ NODE_ENV: 'production', ...card })).toEqual(['card', 'qr', 'transfer']);
    expect(kinds({ NODE_ENV: 'production', CARD_PROVIDER: 'payment-link', CARD_API_URL: 'https://api.pay.example' })).toEqual(['qr', 'transfer']);
    expect(kinds({ NODE_ENV: 'production', CARD_PROVIDER: 'payment-link', CARD_API_URL: 'https://api.pay.example', PAYMENT_NOTIFY_SECRET: SECRET })).toEqual([
      'card',
      'qr',
      'transfer',
    ]);
    expect(kinds({ NODE_ENV: 'production', WALLET_API_URL: 'https://wallet.example/api', PAYMENT_NOTIFY_SECRET: SECRET })).toEqual([
      'qr',
      'transfer',
      'wallet',
    ]);
    const counter = { COUNTER_SERVICE_URL: 'https://counter.example/pay', COUNTER_SERVICE_KEY: 'ab'.repeat(32) };
    expect(kinds({ NODE_ENV: 'production', ...counter })).toEqual(['counter', 'qr', 'transfer']);
  });
});
