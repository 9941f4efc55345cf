/** Every form control of the shop and the back office: selects, and any input that is never read-only. */
export const controlClass =
  'block min-h-11 w-full rounded-xl border border-stone-400 bg-white px-3 py-2 text-base text-ink placeholder:text-stone-500 ' +
  'disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-700 ' +
  'aria-[invalid=true]:border-red-700 focus-visible:border-accent-600';

/**
 * Text inputs and text areas: a read-only one (a filled-in postal code, an e-mail kept from the
 * sign-up's first step) is tinted. Selects count as read-only to CSS, so they take controlClass.
 */
export const textControlClass = `${controlClass} read-only:bg-stone-50`;
