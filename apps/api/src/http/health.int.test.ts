import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server';

describe('liveness and readiness', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('is alive and ready while the database answers, and no answer is cached', async () => {
    for (const path of ['/livez', '/readyz', '/healthz']) {
      const res = await server.request(path);
      expect(res.status, path).toBe(200);
      expect(res.body, path).toEqual({ status: 'ok' });
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  // Last: it takes the database away from this server for good.
  it('stays alive but says it is not ready once the database is gone', async () => {
    await server.app.database.close();
    for (const path of ['/readyz', '/healthz']) {
      const res = await server.request(path);
      expect(res.status, path).toBe(503);
      expect(res.body, path).toEqual({ status: 'unavailable', reason: 'database' });
    }
    expect((await server.request('/livez')).status).toBe(200);
  });

  // After the one above: the stop signal outranks the database's state
  it('says it is not ready from the stop signal on, stays alive, and asks every client to close its connection', async () => {
    server.app.shutdown.drain();
    for (const path of ['/readyz', '/healthz']) {
      const res = await server.request(path);
      expect(res.status, path).toBe(503);
      expect(res.body, path).toEqual({ status: 'unavailable', reason: 'stopping' });
      expect(res.headers.get('connection'), path).toBe('close');
    }
    const alive = await server.request('/livez');
    expect(alive.status).toBe(200);
    expect(alive.headers.get('connection')).toBe('close');
  });
});
