import { spawn } from 'node:child_process';
import path from 'node:path';
import { rssMb, waitFor, type ThrowAwayDatabase } from './bench-setup';
import { serveEnv, serveFlags } from './serve-flags';

const root = path.resolve(import.meta.dirname, '..');

export interface ShopServer {
  base: string;
  /** the server's resident memory now, in MB */
  rssMb(): number;
  /** stops it as an orchestrator would (SIGTERM) and waits for it to exit (again is a no-op), so its database can be checked or removed */
  stop(): Promise<void>;
}

/**
 * The built shop started as `npm run serve` starts it (its flags and environment), on `database`, answering on `port`; rate
 * limits lifted so the load is measured, not refused. BENCH_NODE_ARGS adds node flags (e.g.
 * `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile the server), after the serve script's, so a
 * flag given there (`--heap-growing-percent=20`) is tried in place of the script's. A server that does not start ends
 * the bench, so its database is removed with it.
 */
export async function startShopServer(
  database: ThrowAwayDatabase,
  port: number,
  env: Record<string, string> = {},
  logLevel: 'warn' | 'error' = 'warn',
): Promise<ShopServer> {
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = spawn(process.execPath, [...serveFlags(), ...nodeArgs, 'apps/api/dist/main.js'], {
    cwd: root,
    env: {
      // the bench's own environment wins, so a setting of the serve script can be tried otherwise
      ...serveEnv(),
      ...process.env,
      ...database.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: logLevel,
      RATE_LIMIT_PER_MINUTE: '100000000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    server.kill('SIGTERM');
    const code = await new Promise<number | null>((r) => server.on('exit', r));
    // a clean stop exits 0 (decision 0072): anything else cut requests off, and the run's figures should say so
    if (code !== 0) console.error(`The shop server on port ${port} did not stop cleanly (exit code ${code}).`);
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/healthz`);
  } catch (error) {
    await stop();
    await database.cleanup();
    throw error;
  }
  return { base, rssMb: () => rssMb(server.pid!), stop };
}

/** A run's HTTP statuses as the benches' tables print them: `200: 812, 400: 3`. */
export function statusCounts(statuses: Record<string, number>): string {
  return Object.entries(statuses)
    .map(([code, n]) => `${code}: ${n}`)
    .join(', ');
}
