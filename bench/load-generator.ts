// Runs autocannon in a process of its own, so the load generator has a small, quiet heap of its
// own: run inside a bench script that has just seeded a database (hundreds of MB of heap), its
// garbage collection and the script's leftovers added milliseconds to every latency it measured.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type autocannon from 'autocannon';

/**
 * What to ask: the same paths in turn, the cart mix (each member reads twice, adds and changes its
 * own line), or checkout (each member adds its SKU and buys it, over and over: `orders[i]` is the
 * order body of member i, for its SKU; each attempt gets an Idempotency-Key of its own).
 */
export type LoadMix =
  | { kind: 'paths'; paths: string[] }
  | { kind: 'cart'; tokens: string[]; skus: number[] }
  | { kind: 'checkout'; tokens: string[]; skus: number[]; orders: string[]; coinsOff: number }
  /** signed payment notifications for these orders in turn, every tenth a repeat of the one before */
  | { kind: 'notify'; secret: string; orders: { orderNo: string; amount: string }[] };

export interface LoadSpec {
  base: string;
  connections: number;
  seconds: number;
  /** load sent first and not measured: the server's compiler and caches warm up, as in a shop that has been running */
  warmUpSeconds?: number;
  headers: Record<string, string>;
  mix: LoadMix;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  statuses: Record<string, number>;
  /** when the measured run began (ms since the epoch), after the warm-up */
  startedAt: number;
}

/** autocannon's figures of a measured run as the load processes hand them back. */
export function loadResultOf(result: autocannon.Result, startedAt: number): LoadResult {
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, (s as { count: number }).count]));
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    statuses,
    startedAt,
  };
}

/**
 * Runs `script` (a file in bench/) in a process of its own with `spec` handed over in a file, on
 * `core` when given (taskset), and hands each line it prints to `onLine` as it comes.
 */
export async function streamLoadProcess(script: string, spec: unknown, onLine: (line: string) => void, core?: string): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pawsook-load-'));
  const specFile = path.join(dir, 'spec.json');
  writeFileSync(specFile, JSON.stringify(spec));
  const command = [process.execPath, '--import', 'tsx', path.join(import.meta.dirname, script), specFile];
  const child = spawn(core ? 'taskset' : command[0]!, core ? ['-c', core, ...command] : command.slice(1), {
    cwd: path.resolve(import.meta.dirname, '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let rest = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const lines = (rest + chunk.toString('utf8')).split('\n');
    rest = lines.pop()!;
    lines.forEach(onLine);
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (rest) onLine(rest);
  rmSync(dir, { recursive: true, force: true });
  if (code !== 0) throw new Error(`the load generator ${script} exited with ${code}`);
}

/** Runs `script` as `streamLoadProcess` does and returns what it printed, as JSON. */
export async function runLoadProcess<T>(script: string, spec: unknown, core?: string): Promise<T> {
  const lines: string[] = [];
  await streamLoadProcess(script, spec, (line) => lines.push(line), core);
  return JSON.parse(lines.join('\n')) as T;
}

/** Runs the load, on `core` when given (taskset), and returns autocannon's figures. */
export function generateLoad(spec: LoadSpec, core?: string): Promise<LoadResult> {
  return runLoadProcess<LoadResult>('load-process.ts', spec, core);
}
