import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { pingDatabase, type Db } from '../db/database';
import type { Shutdown } from './shutdown';

/** A database that does not answer within this is as good as gone for a load balancer. */
const READY_TIMEOUT_MS = 2_000;

const health = z.object({ status: z.enum(['ok', 'unavailable']), reason: z.enum(['database', 'stopping']).optional() });

async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS)));
  try {
    return await Promise.race([pingDatabase(db).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness (the process answers: restart it if not) and readiness (it can serve shoppers: send it
 * traffic only then). A process whose database is unreachable is alive but not ready, so an
 * orchestrator takes it out of the load balancer instead of restarting it in a loop. From the stop
 * signal on it is not ready either (decision 0072): the load balancer sends no new shoppers while
 * it finishes the requests it has; it is still alive until it exits.
 */
export function registerHealthRoutes(app: FastifyInstance, db: Db, shutdown: Pick<Shutdown, 'draining'>): void {
  app.get(
    '/livez',
    { schema: { tags: ['system'], summary: 'Alive: the process answers (asks nothing of the database)', response: { 200: health } } },
    async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  const ready = {
    schema: {
      tags: ['system'],
      summary: 'Ready: 200 when the database answers within 2 s, else 503 (503 too once the server is stopping)',
      response: { 200: health, 503: health },
    },
  };
  const answerReadiness = async (_request: unknown, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    if (shutdown.draining) return reply.code(503).send({ status: 'unavailable', reason: 'stopping' });
    if (await databaseAnswers(db)) return reply.send({ status: 'ok' });
    return reply.code(503).send({ status: 'unavailable', reason: 'database' });
  };
  app.get('/readyz', ready, answerReadiness);
  // the name the load balancers, tests and benches already use; the same readiness
  app.get('/healthz', ready, answerReadiness);
}
