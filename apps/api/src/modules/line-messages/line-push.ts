import type { LineMessagingConfig } from '../../config/config';
import type { LineButtonsMessage } from './line-message-text';

/**
 * What a push came to: delivered (or delivered before, under the same retry key), refused for good
 * (a user who blocked the account, a message LINE will never take), or to be tried again.
 */
export type PushOutcome = { kind: 'sent' } | { kind: 'refused'; reason: string } | { kind: 'retry'; reason: string };

/**
 * One push through the Messaging API. The retry key makes LINE deliver a message once however
 * often it is sent: a second push with the key answers 409, which means it went the first time.
 */
export async function pushLineMessage(config: LineMessagingConfig, to: string, message: LineButtonsMessage, retryKey: string): Promise<PushOutcome> {
  let response: Response;
  try {
    response = await fetch(`${config.apiUrl}/v2/bot/message/push`, {
      method: 'POST',
      headers: { authorization: `Bearer ${config.accessToken}`, 'content-type': 'application/json', 'x-line-retry-key': retryKey },
      body: JSON.stringify({ to, messages: [message] }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    return { kind: 'retry', reason: `LINE unreachable: ${(error as Error).message}` };
  }
  if (response.ok || response.status === 409) return { kind: 'sent' };
  const body = (await response.text().catch(() => '')).slice(0, 300);
  // 400 (a user LINE cannot reach, a message it will not take) stays so; a wrong token (401, 403), the
  // plan's rate (429) and LINE's own trouble (5xx) pass, or are mended by the operator, so they are tried again
  if (response.status === 400 || response.status === 404) return { kind: 'refused', reason: `LINE answered ${response.status}: ${body}` };
  return { kind: 'retry', reason: `LINE answered ${response.status}: ${body}` };
}
