import { ConfigError, loadConfig, type AppConfig } from './config/config';
import { buildApp } from './app';
import { RedisUnreachableError } from './db/redis-connection';

let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const app = await buildApp(config).catch((error: unknown) => {
  // already said in one line by the log: no stack for a server that is not there
  if (error instanceof RedisUnreachableError) process.exit(1);
  throw error;
});
await app.listen({ port: config.port, host: config.host });

// Past the grace time the connections are cut and the rest of the stop (background work, the
// database) is left this long before the process gives up on it.
const CLOSING_BACKSTOP_MS = 10_000;
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void stop(signal);
  });
}

/** The stop of decision 0072: not ready at once, the listener closed after the delay, requests finished, then the rest. */
async function stop(signal: NodeJS.Signals): Promise<void> {
  const { delayMs, graceMs } = config.shutdown;
  app.log.info({ signal, delayMs, graceMs, inFlight: app.shutdown.inFlight() }, 'shutting down: /readyz answers 503; finishing requests in flight');
  app.shutdown.drain();
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  setTimeout(() => {
    app.log.error('shutdown took too long; exiting');
    process.exit(1);
  }, graceMs + CLOSING_BACKSTOP_MS).unref();
  try {
    await app.close();
  } catch (error) {
    app.log.error({ err: error }, 'error while shutting down');
    process.exit(1);
  }
  app.log.info('stopped');
  process.exit(app.shutdown.cutShort ? 1 : 0);
}
