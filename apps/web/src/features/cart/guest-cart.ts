/**
 * The guest cart: what a visitor added before signing in, kept in localStorage (`pawsook.cart`)
 * until the sign-in merges it into the member's cart (POST /api/v1/carts/merge). Each line holds
 * what the merge sends (skuId, amount, orderProductTypeId, donationId) and what the mini-cart
 * shows meanwhile (names, picture, price and stock as the product page showed them).
 */
import { useSyncExternalStore } from 'react';
import { bahtToSatang, satangToBaht } from '@pawsook/shared/money/money';
import { lineTotalSatang } from '@pawsook/shared/pricing/price-group';
import type { CartLine } from '@pawsook/shared/schemas/cart';
import { CART_STORAGE_KEY } from '../../lib/session-storage';

export interface GuestCartLine {
  skuId: number;
  amount: number;
  orderProductTypeId: 1 | 2;
  donationId: number | null;
  productId: number;
  productNameTh: string;
  productNameEn: string;
  mainImage: string;
  /** baht: what one unit sold for when it was added */
  price: number;
  /** units in stock when it was added */
  totalProduct: number;
  choiceNameTh: string | null;
  choiceNameEn: string | null;
}

/** What the product page hands over (the choice names may be left out). */
export type GuestCartLineInput = Omit<GuestCartLine, 'choiceNameTh' | 'choiceNameEn'> & {
  choiceNameTh?: string | null;
  choiceNameEn?: string | null;
};

// Checked by hand rather than with zod: this runs on every page (the header's mini-cart), and zod
// would add ~25 kB to the first download.
const isWhole = (value: unknown, min: number): value is number => Number.isSafeInteger(value) && (value as number) >= min;
const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNothing = (value: unknown): value is string | null | undefined => value === undefined || value === null || isText(value);

/** A stored line, or null when it has another shape (written by an older version of the shop). */
export function toGuestLine(item: unknown): GuestCartLine | null {
  if (!item || typeof item !== 'object') return null;
  const line = item as Record<string, unknown>;
  const valid =
    isWhole(line.skuId, 1) &&
    isWhole(line.amount, 1) &&
    (line.orderProductTypeId === 1 || line.orderProductTypeId === 2) &&
    (line.donationId === null || isWhole(line.donationId, 1)) &&
    isWhole(line.productId, 1) &&
    isText(line.productNameTh) &&
    isText(line.productNameEn) &&
    isText(line.mainImage) &&
    typeof line.price === 'number' &&
    Number.isFinite(line.price) &&
    line.price >= 0 &&
    isWhole(line.totalProduct, 0) &&
    isTextOrNothing(line.choiceNameTh) &&
    isTextOrNothing(line.choiceNameEn);
  if (!valid) return null;
  const input = line as unknown as GuestCartLineInput;
  return {
    skuId: input.skuId,
    amount: input.amount,
    orderProductTypeId: input.orderProductTypeId,
    donationId: input.donationId,
    productId: input.productId,
    productNameTh: input.productNameTh,
    productNameEn: input.productNameEn,
    mainImage: input.mainImage,
    price: input.price,
    totalProduct: input.totalProduct,
    choiceNameTh: input.choiceNameTh ?? null,
    choiceNameEn: input.choiceNameEn ?? null,
  };
}

type GuestStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const CHANGED_EVENT = 'pawsook:guest-cart-changed';

function browserStorage(): GuestStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readRaw(storage: GuestStorage | null): string | null {
  try {
    return storage?.getItem(CART_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The lines a raw stored value holds; lines of another shape (an older version of the shop) are left out. */
export function parseGuestCart(raw: string | null): GuestCartLine[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  const list = Array.isArray(parsed) ? parsed : parsed && typeof parsed === 'object' ? (parsed as { lines?: unknown }).lines : null;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    const line = toGuestLine(item);
    return line ? [line] : [];
  });
}

export function readGuestCart(storage: GuestStorage | null = browserStorage()): GuestCartLine[] {
  return parseGuestCart(readRaw(storage));
}

function announce(): void {
  if (typeof window !== 'undefined' && typeof window.dispatchEvent === 'function') window.dispatchEvent(new Event(CHANGED_EVENT));
}

function write(lines: GuestCartLine[], storage: GuestStorage | null): boolean {
  try {
    if (!storage) return false;
    if (lines.length === 0) storage.removeItem(CART_STORAGE_KEY);
    else storage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
  } catch {
    // storage full or blocked: the line is not kept
    return false;
  }
  announce();
  return true;
}

/** The same product bought the same way (normal, or donated to the same place) is one line. */
export function sameGuestLine(a: Pick<GuestCartLine, 'skuId' | 'orderProductTypeId' | 'donationId'>, b: typeof a): boolean {
  return a.skuId === b.skuId && a.orderProductTypeId === b.orderProductTypeId && (a.donationId ?? null) === (b.donationId ?? null);
}

/**
 * - `kept`: the line is in the guest cart (added to one already there)
 * - `exceeds-stock`: with what is already there it would be more than the stock
 * - `not-kept`: the browser does not let us store it, or the line is malformed
 */
export type KeepGuestLineOutcome = 'kept' | 'exceeds-stock' | 'not-kept';

export function keepGuestLine(input: GuestCartLineInput, storage: GuestStorage | null = browserStorage()): KeepGuestLineOutcome {
  const line = toGuestLine(input);
  if (!line) return 'not-kept';
  const lines = readGuestCart(storage);
  const existing = lines.find((l) => sameGuestLine(l, line));
  const amount = (existing?.amount ?? 0) + line.amount;
  if (amount > line.totalProduct) return 'exceeds-stock';
  // the newest names, picture, price and stock win
  const next = existing ? lines.map((l) => (l === existing ? { ...line, amount } : l)) : [...lines, line];
  return write(next, storage) ? 'kept' : 'not-kept';
}

export function removeGuestLine(
  line: Pick<GuestCartLine, 'skuId' | 'orderProductTypeId' | 'donationId'>,
  storage: GuestStorage | null = browserStorage(),
): void {
  write(
    readGuestCart(storage).filter((l) => !sameGuestLine(l, line)),
    storage,
  );
}

/** After a successful merge: the member's cart on the server has the lines now. */
export function clearGuestCart(storage: GuestStorage | null = browserStorage()): void {
  write([], storage);
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_STORAGE_KEY) onChange();
  };
  window.addEventListener(CHANGED_EVENT, onChange);
  // another tab, and log-out (which clears the cart without going through this module)
  window.addEventListener('storage', onStorage);
  window.addEventListener('pawsook:session-changed', onChange);
  return () => {
    window.removeEventListener(CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('pawsook:session-changed', onChange);
  };
}

const emptyLines: GuestCartLine[] = [];
let cachedRaw: string | null = null;
// the same empty array the server's snapshot gives: an empty cart's first draw in the browser then
// matches the drawn page, instead of React drawing every cart badge again at once after taking it over
let cachedLines: GuestCartLine[] = emptyLines;
function snapshot(): GuestCartLine[] {
  const raw = readRaw(browserStorage());
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedLines = parseGuestCart(raw);
  }
  return cachedLines;
}

/** The guest cart's lines, re-rendering when they change (here or in another tab). */
export function useGuestCart(): GuestCartLine[] {
  return useSyncExternalStore(subscribe, snapshot, () => emptyLines);
}

/**
 * The same, or null on the server and while the browser takes a drawn page over: the server cannot
 * know what this browser keeps, so a page that shows the lines themselves shows neither lines nor
 * an empty cart until the browser has read them.
 */
export function useGuestCartOnceRead(): GuestCartLine[] | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}

export interface GuestCartView {
  /** the guest lines in the cart line's shape, so the same components show them */
  lines: CartLine[];
  items: number;
  /** what the lines cost at the prices they were added at (the server prices them again at the merge) */
  totalSatang: number;
}

export function guestCartView(guestLines: readonly GuestCartLine[]): GuestCartView {
  const lines = guestLines.map((line): CartLine => {
    const totalSatang = lineTotalSatang({
      orderProductTypeId: line.orderProductTypeId,
      unitPriceSatang: bahtToSatang(line.price),
      amount: line.amount,
      coinsPer100Baht: 0,
    });
    return {
      totalAmount: line.amount,
      totalPrice: satangToBaht(totalSatang),
      product: {
        skuId: line.skuId,
        productId: line.productId,
        productNameTh: line.productNameTh,
        productNameEn: line.productNameEn,
        mainImage: line.mainImage,
        price: line.price,
        minSellPrice: line.price,
        totalProduct: line.totalProduct,
        displayStatus: 'active',
        orderProductTypeId: line.orderProductTypeId,
        orderProductTypeDisplay: line.orderProductTypeId === 2 ? 'donated' : 'normal',
        isProductVariant: line.choiceNameTh !== null || line.choiceNameEn !== null,
        productChoice:
          line.choiceNameTh !== null || line.choiceNameEn !== null
            ? { choiceNameDisplayTh: line.choiceNameTh ?? line.choiceNameEn ?? '', choiceNameDisplayEn: line.choiceNameEn ?? line.choiceNameTh ?? '' }
            : null,
      },
    };
  });
  return {
    lines,
    items: lines.reduce((sum, l) => sum + l.totalAmount, 0),
    totalSatang: lines.reduce((sum, l) => sum + bahtToSatang(l.totalPrice), 0),
  };
}
