/**
 * The member area's fixed numbers and paths (member-area.md §4 and §9). The after-sign-in path is
 * configurable at build time with VITE_AFTER_SIGN_IN_PATH; the spec's default is the home page.
 */
export const AFTER_SIGN_IN_PATH: string = import.meta.env.VITE_AFTER_SIGN_IN_PATH || '/';

/** Spec §9: "Failed logins before reset hint: 3". */
export const FAILED_SIGN_INS_BEFORE_HINT = 3;

/** Spec §9: "Redirect delay after sign-up 500 ms". */
export const REGISTER_REDIRECT_DELAY_MS = 500;

/** Home-page states reached with ?q= (spec §2). */
export const HOME_STATE_PASSWORD_CHANGED = 'cp-done';
export const HOME_STATE_CART_MERGE_FAILED = 'cart-fail';

/** Where the coin page buttons of the profile go (spec §2 Profile page). */
export const COIN_BALANCE_PATH = '/user/account/coin/?section=my-pcg-coin';
export const COIN_GUIDE_PATH = '/user/account/coin/?section=document';

/**
 * How long the log-in dialog waits for the shop's social sign-in providers before it is shown
 * without their buttons (not in the spec): long enough for a slow phone connection's answer, short
 * enough not to keep the form from the shopper.
 */
export const SOCIAL_BUTTONS_WAIT_MS = 1000;

/** The member's profile page (spec §2), where LINE is linked and unlinked. */
export const PROFILE_PATH = '/user/account/profile';
