/** Digits only, as the shopper types (postal code, tax id, quantity, price): anything else is ignored. */
export function digitsOnly(value: string, max = Infinity): string {
  return value.replace(/\D/g, '').slice(0, max);
}
