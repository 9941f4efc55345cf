import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../src/config/config';

const mainFile = path.join(repoRoot, 'apps/api/src/main.ts');

export interface ShopProcess {
  child: ChildProcess;
  /** everything it wrote, stdout and stderr */
  output: () => string;
  /** its exit code */
  exited: Promise<number | null>;
}

/** The shop started as `npm run dev:api` starts it, in a process of its own, with only `env` (and PATH) set. */
export function startShopProcess(env: Record<string, string>): ShopProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Waits until the shop at `url` is ready, a minute at most. */
export async function waitUntilReady(url: string, running: ShopProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/healthz`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the shop did not become healthy:\n${running.output()}`);
}
