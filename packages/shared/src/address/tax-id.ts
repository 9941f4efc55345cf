/**
 * A Thai tax id (13 digits, the same as the national id for individuals) with a valid check digit:
 * check = (11 − Σ digit[i] × (13 − i) for i = 0..11, mod 11) mod 10.
 */
export function isValidThaiTaxId(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(value[i]) * (13 - i);
  return (11 - (sum % 11)) % 10 === Number(value[12]);
}
