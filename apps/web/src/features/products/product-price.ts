import { bahtToSatang, type Satang } from '@pawsook/shared/money/money';

/** The price fields every product, SKU and cart line carries, in baht as the API sends them. */
export interface PricedItem {
  price: number;
  specialPrice: number | null;
  sellPrice: number;
}

/** What a price tag shows. The server decides the prices; this only compares the two it sends. */
export interface PriceView {
  /** what the shopper pays now */
  now: Satang;
  /** the regular price, struck through, while a lower special price runs; otherwise null */
  regular: Satang | null;
  /** regular minus now, when there is a saving */
  saving: Satang | null;
  /** the saving as a whole percentage of the regular price (rounded down, never shown as 0) */
  savingPercent: number | null;
}

export function priceView(item: PricedItem): PriceView {
  const now = bahtToSatang(item.sellPrice);
  const regular = bahtToSatang(item.price);
  if (item.specialPrice === null || regular <= now) return { now, regular: null, saving: null, savingPercent: null };
  const saving = regular - now;
  const percent = Math.floor((saving * 100) / regular);
  return { now, regular, saving, savingPercent: percent >= 1 ? percent : null };
}
