/** Spec §9: alerts and toasts dismiss themselves after 2.5 s. */
export const TOAST_DURATION_MS = 2500;
