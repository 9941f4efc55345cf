/**
 * The carriers a Thai shop ships with, and where a member follows a parcel. The addresses are the
 * carriers' public tracking pages (decision 0031): staff choose the carrier, the member's tracking
 * links to its page with the parcel number filled in.
 */
export const CARRIERS = {
  'thailand-post': { th: 'ไปรษณีย์ไทย', en: 'Thailand Post', trackingUrl: 'https://track.thailandpost.co.th/?trackNumber={parcelNo}' },
  kex: { th: 'KEX Express', en: 'KEX Express', trackingUrl: 'https://th.kex-express.com/th/track/?track={parcelNo}' },
  flash: { th: 'แฟลช เอ็กซ์เพรส', en: 'Flash Express', trackingUrl: 'https://www.flashexpress.co.th/fle/tracking?se={parcelNo}' },
  'jt-express': { th: 'เจแอนด์ที เอ็กซ์เพรส', en: 'J&T Express', trackingUrl: 'https://www.jtexpress.co.th/service/track?billcode={parcelNo}' },
  'shop-delivery': { th: 'รถส่งของร้าน Pawsook', en: 'Pawsook delivery', trackingUrl: null },
} as const satisfies Record<string, { th: string; en: string; trackingUrl: string | null }>;

export type CarrierId = keyof typeof CARRIERS;
export const CARRIER_IDS = Object.keys(CARRIERS) as CarrierId[];

export function isCarrierId(value: unknown): value is CarrierId {
  return typeof value === 'string' && Object.hasOwn(CARRIERS, value);
}

/** The carrier's page for this parcel, or null (the shop's own van, an unknown carrier). */
export function trackingUrlOf(carrier: string | null, parcelNo: string | null): string | null {
  if (!isCarrierId(carrier) || !parcelNo) return null;
  const template = CARRIERS[carrier].trackingUrl;
  return template === null ? null : template.replace('{parcelNo}', encodeURIComponent(parcelNo));
}
