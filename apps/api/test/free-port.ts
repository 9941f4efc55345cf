import { createServer } from 'node:net';

/**
 * A port nothing listens on now, chosen by the system (a port drawn at random may be one the
 * system has just lent an outgoing connection, such as the database pool's, and then the test
 * server cannot listen on it). For a server that must know its port before it starts.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
