import type { MessageKey, MessageParams } from '@pawsook/shared/i18n/translate';

/**
 * A refusal the shopper should read: an HTTP status and a message key, translated at the edge.
 * With `field`, the message is reported against that form field ([{field: message}]); `result`
 * carries data the client needs to act on the refusal (for example a registration prefill).
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: MessageKey,
    readonly options: { field?: string; params?: MessageParams; result?: unknown } = {},
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const notFound = (): AppError => new AppError(404, 'error.notFound');
