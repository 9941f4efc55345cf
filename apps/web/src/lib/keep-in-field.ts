/**
 * What a field keeps of what was typed (its digits, say), written back into the field. React DOM
 * puts a controlled field's value back itself when the state does not change; Preact leaves what
 * was typed on screen (decision 0053), where a dropped dash would also count against `maxLength`.
 */
export function keepInField(input: HTMLInputElement, text: string): string {
  if (input.value !== text) input.value = text;
  return text;
}

/** Digits only, as the shopper types (postal code, tax id, quantity, price): anything else is ignored. */
export function digitsOnly(value: string, max = Infinity): string {
  return value.replace(/\D/g, '').slice(0, max);
}

/** A digits-only field: keeps the digits of what was typed, at most `max`, in the field. */
export function keepDigits(input: HTMLInputElement, max?: number): string {
  return keepInField(input, digitsOnly(input.value, max));
}
