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

const SHUTDOWN_GRACE_MS = 10_000;
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // If a request hangs, leave anyway rather than never stopping.
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  });
}
