/** A sum of baht, typed with its satang; the phone shows the keypad with a decimal point. */
export const bahtInput = { inputMode: 'decimal', autoComplete: 'off' } as const;

/** A whole number (units, coins, uses, an account number): the phone shows the number keypad. */
export const wholeInput = { inputMode: 'numeric', autoComplete: 'off' } as const;
