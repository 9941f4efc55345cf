// Shoppers buying and paying, for the scale bench: who they are and the load process that walks
// them through it (shopper-journeys-process.ts); the order each places is bench-orders.ts' orderBodyFor.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoadResult } from './load-generator';

export interface Shopper {
  token: string;
  skuId: number;
  productId: number;
  /** the body of its order for one unit of its SKU with the coins off */
  order: string;
}

export interface JourneySpec {
  base: string;
  connections: number;
  seconds: number;
  warmUpSeconds: number;
  headers: Record<string, string>;
  shoppers: Shopper[];
  coinsOff: number;
  /** the key the bank's notifications are signed with (the instances' PAYMENT_NOTIFY_SECRET) */
  notifySecret: string;
}

export interface JourneyResult extends LoadResult {
  /** by call and status (`place order 400`): how many in the measured run, and the first answer's body */
  refusals: Record<string, { count: number; sample: string }>;
}

/** Runs the journeys at `spec.connections` shoppers at once and returns autocannon's figures. */
export async function runShopperJourneys(spec: JourneySpec): Promise<JourneyResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pawsook-journeys-'));
  const specFile = path.join(dir, 'spec.json');
  writeFileSync(specFile, JSON.stringify(spec));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'shopper-journeys-process.ts'), specFile], {
    cwd: path.resolve(import.meta.dirname, '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  rmSync(dir, { recursive: true, force: true });
  if (code !== 0) throw new Error(`the journeys' load generator exited with ${code}`);
  return JSON.parse(out) as JourneyResult;
}
