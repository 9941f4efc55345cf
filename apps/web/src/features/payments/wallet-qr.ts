import { isApiError } from '../../lib/api-error';
import type { CountdownNotice } from './countdown';

/**
 * The e-wallet's QR (cart spec §2 "a wallet QR variant has a 3-minute countdown and an expired
 * overlay at zero", §4 step 7, §9: 180000 ms). Pure: no React, no fetch.
 */
export const WALLET_QR_MS = 180_000;

/**
 * When the QR stops being payable, on this browser's clock. The wallet says when (`expiresAt`,
 * its own clock); when that lies within the three minutes after the answer came, the clocks agree
 * and it is taken as it is. Otherwise this device's clock is off (a phone set by hand), and the
 * three minutes are counted from when the answer came: never a QR that looks expired at once, nor
 * one that seems to last longer than the wallet honours.
 */
export function walletQrDeadline(expiresAt: string, receivedAt: number): number {
  const said = Date.parse(expiresAt);
  const left = said - receivedAt;
  return Number.isFinite(said) && left > 0 && left <= WALLET_QR_MS ? said : receivedAt + WALLET_QR_MS;
}

/**
 * What a screen reader hears of the wallet QR's countdown: at 2 and 1 minutes left and at zero
 * (the Thai QR's 30, 15, 10 and 5 minute marks mean nothing for three minutes).
 */
export function walletCountdownNotice(notice: CountdownNotice): CountdownNotice {
  return notice?.kind === 'minutes-left' && notice.minutes > 2 ? null : notice;
}

/**
 * Whether to ask the wallet for its app's link as well as the QR (`isMobile`): a phone-sized
 * screen or a touch pointer. A phone cannot scan its own screen; its wallet app is on it.
 */
export function looksLikePhone(matches: (query: string) => boolean): boolean {
  return matches('(max-width: 767px)') || matches('(pointer: coarse)');
}

/**
 * How the link to the wallet's app opens: a web address (the sandbox wallet's page, a wallet's
 * universal link) in a new tab, so this page keeps watching the payment; an app's own scheme
 * (`wallet://…`) in place, where the phone hands it to the app and the page stays.
 */
export function deeplinkOpensNewTab(url: string): boolean {
  return url.startsWith('/') || /^https?:\/\//i.test(url);
}

/** The link leads to this shop's own stand-in wallet (served while the payment sandboxes are on). */
export function isShopSandboxWallet(url: string): boolean {
  return url.startsWith('/sandbox/');
}

/**
 * What the modal says when the wallet could not be asked (POST /api/v1/payments/tmn):
 * - refused: a 400, the server's message in the shopper's language (the order no longer waits,
 *   its amount changed, wallets not offered);
 * - provider: the wallet did not answer (502) or the shop is busy (503);
 * - network: no answer from the shop;
 * - signed-out: the 401 rule takes the shopper away, nothing to say;
 * - system: anything else, the System Error dialog (cart spec §8).
 */
export type WalletStartProblem =
  { kind: 'refused'; message: string } | { kind: 'provider' } | { kind: 'network' } | { kind: 'signed-out' } | { kind: 'system' };

export function walletStartProblem(error: unknown): WalletStartProblem {
  if (!isApiError(error)) return { kind: 'system' };
  switch (error.kind) {
    case 'bad-request':
      return { kind: 'refused', message: error.message };
    case 'network':
      return { kind: 'network' };
    case 'unauthorized':
      return { kind: 'signed-out' };
    case 'server':
      return error.code === '502' || error.code === '503' || error.code === '504' ? { kind: 'provider' } : { kind: 'system' };
    default:
      return { kind: 'system' };
  }
}
