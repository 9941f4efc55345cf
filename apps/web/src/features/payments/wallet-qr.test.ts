import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { countdownNotice } from './countdown';
import {
  deeplinkOpensNewTab,
  isShopSandboxWallet,
  looksLikePhone,
  WALLET_QR_MS,
  walletCountdownNotice,
  walletQrDeadline,
  walletStartProblem,
} from './wallet-qr';

const RECEIVED = Date.parse('2026-11-25T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

describe('the wallet QR’s three minutes', () => {
  it('ends when the wallet says, when the clocks agree', () => {
    expect(WALLET_QR_MS).toBe(180_000);
    expect(walletQrDeadline(iso(RECEIVED + WALLET_QR_MS), RECEIVED)).toBe(RECEIVED + WALLET_QR_MS);
    // the answer took a second and a half to come
    expect(walletQrDeadline(iso(RECEIVED + WALLET_QR_MS - 1_500), RECEIVED)).toBe(RECEIVED + WALLET_QR_MS - 1_500);
  });

  it('counts three minutes from the answer when this device’s clock is off, or the date unreadable', () => {
    // the phone is five minutes fast: the wallet's time has passed already on it
    expect(walletQrDeadline(iso(RECEIVED - 2 * 60_000), RECEIVED)).toBe(RECEIVED + WALLET_QR_MS);
    // the phone is ten minutes slow: the QR must not seem to last thirteen
    expect(walletQrDeadline(iso(RECEIVED + 13 * 60_000), RECEIVED)).toBe(RECEIVED + WALLET_QR_MS);
    expect(walletQrDeadline('soon', RECEIVED)).toBe(RECEIVED + WALLET_QR_MS);
  });

  it('is told to a screen reader at 2 and 1 minutes left and at zero only', () => {
    expect(walletCountdownNotice(countdownNotice(WALLET_QR_MS))).toBeNull();
    expect(walletCountdownNotice(countdownNotice(119_000))).toEqual({ kind: 'minutes-left', minutes: 2 });
    expect(walletCountdownNotice(countdownNotice(59_000))).toEqual({ kind: 'minutes-left', minutes: 1 });
    expect(walletCountdownNotice(countdownNotice(0))).toEqual({ kind: 'expired' });
  });
});

describe('the wallet’s app on a phone', () => {
  it('is asked for on a narrow screen or with a touch pointer', () => {
    const device =
      (...matching: string[]) =>
      (query: string) =>
        matching.includes(query);
    expect(looksLikePhone(device('(max-width: 767px)'))).toBe(true);
    expect(looksLikePhone(device('(pointer: coarse)'))).toBe(true);
    expect(looksLikePhone(device())).toBe(false);
  });

  it('opens a web page in a new tab (the shop keeps watching), an app scheme in place', () => {
    expect(deeplinkOpensNewTab('/sandbox/wallet/pay?token=abc')).toBe(true);
    expect(deeplinkOpensNewTab('https://wallet.example/pay?r=1')).toBe(true);
    expect(deeplinkOpensNewTab('ascendmoney://wallet.truemoney.co.th/pay?r=1')).toBe(false);
    expect(isShopSandboxWallet('/sandbox/wallet/pay?token=abc')).toBe(true);
    expect(isShopSandboxWallet('https://wallet.example/pay')).toBe(false);
  });
});

describe('a wallet that could not be asked', () => {
  it('shows the server’s refusal, a provider or network message, or the System Error', () => {
    expect(walletStartProblem(new ApiError({ kind: 'bad-request', code: '400', message: 'This order is not waiting for payment.' }))).toEqual({
      kind: 'refused',
      message: 'This order is not waiting for payment.',
    });
    expect(walletStartProblem(new ApiError({ kind: 'server', code: '502', message: 'Internal Server Error' }))).toEqual({ kind: 'provider' });
    expect(walletStartProblem(new ApiError({ kind: 'server', code: '503', message: 'Internal Server Error' }))).toEqual({ kind: 'provider' });
    expect(walletStartProblem(new ApiError({ kind: 'network', code: 'NOT_CONNECT_NETWORK', message: 'x' }))).toEqual({ kind: 'network' });
    expect(walletStartProblem(new ApiError({ kind: 'unauthorized', code: '401', message: 'x' }))).toEqual({ kind: 'signed-out' });
    expect(walletStartProblem(new ApiError({ kind: 'server', code: '500', message: 'Internal Server Error' }))).toEqual({ kind: 'system' });
    expect(walletStartProblem(new TypeError('boom'))).toEqual({ kind: 'system' });
  });
});
