/**
 * Gives the browser the main thread for a moment: the app's start is several tasks instead of one
 * long one, so a tap or a frame can come in between (on a phone each step is tens of milliseconds).
 */
export const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
