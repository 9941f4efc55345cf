import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInPush {
  to: string;
  retryKey: string;
  messages: { altText: string; template: { text: string; actions: { label: string; uri: string }[] } }[];
}

/**
 * A stand-in for the Messaging API's push over real HTTP (LINE_MESSAGING_API_URL): it checks the
 * token, delivers each retry key once (409 after, as LINE does), and can be told to fail.
 */
export async function startLineMessagingStandIn() {
  const token = 'stand-in-line-messaging-token';
  const delivered: StandInPush[] = [];
  const keys = new Set<string>();
  let failNext = 0;
  const unreachable = new Set<string>();
  const server = createServer((request, response) => {
    const send = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.method !== 'POST' || request.url !== '/v2/bot/message/push') return send(404, { message: 'Not found' });
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      if (request.headers.authorization !== `Bearer ${token}`) return send(401, { message: 'Authentication failed' });
      if (failNext > 0) {
        failNext--;
        return send(500, { message: 'Internal server error' });
      }
      const retryKey = String(request.headers['x-line-retry-key'] ?? '');
      if (keys.has(retryKey)) return send(409, { message: 'The retry key is already accepted' });
      const body = JSON.parse(raw) as { to: string; messages: StandInPush['messages'] };
      if (unreachable.has(body.to)) return send(400, { message: 'Failed to send messages' });
      keys.add(retryKey);
      delivered.push({ to: body.to, retryKey, messages: body.messages });
      send(200, {});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: {
      LINE_MESSAGING_ACCESS_TOKEN: token,
      LINE_MESSAGING_CHANNEL_SECRET: 'stand-in-line-messaging-secret',
      LINE_MESSAGING_API_URL: `http://127.0.0.1:${port}`,
    },
    /** every push LINE accepted, in order */
    delivered,
    /** the next `n` pushes answer 500 */
    failNextPushes(n: number) {
      failNext = n;
    },
    /** pushes to this user answer 400 (a user who blocked the account) */
    cannotReach(userId: string) {
      unreachable.add(userId);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
