// A real load balancer in front of the bench's instances: Debian's HAProxy, round robin, each
// instance taken in only while its /readyz answers 200, the client's address passed on in
// X-Forwarded-For (the instances run with TRUST_PROXY=true). docs/operations.md shows the same config.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const HAPROXY = process.env.BENCH_HAPROXY ?? '/usr/sbin/haproxy';
/**
 * How requests are shared: `roundrobin` (each request to the next instance), or e.g.
 * `hdr(authorization)` (a member's calls to one instance, the rest in turn: each instance's cart
 * state of a member is then its own writes', decision 0075).
 */
export const BALANCE = process.env.BENCH_BALANCE ?? 'roundrobin';

export interface LoadBalancer {
  base: string;
  stop(): Promise<void>;
}

/** The config: shoppers on `frontPort`, the instances on `instancePorts`, the stats page on `statsPort`. */
export function haproxyConfig(frontPort: number, statsPort: number, instancePorts: number[]): string {
  return `global
    maxconn 4096

defaults
    mode http
    option forwardfor
    option http-keep-alive
    # a connection refused by an instance that is stopping is tried on another
    option redispatch
    retries 3
    timeout connect 5s
    timeout client 60s
    timeout server 60s
    timeout http-keep-alive 60s
    # /readyz asks the database within 2 s; a busy instance answering late is not a dead one
    timeout check 3s

frontend shop
    bind 127.0.0.1:${frontPort}
    # the instances trust X-Forwarded-For (TRUST_PROXY=true): only the address HAProxy saw reaches them
    http-request del-header X-Forwarded-For
    default_backend instances

backend instances
    balance ${BALANCE}
    option httpchk GET /readyz
    http-check expect status 200
    default-server inter 1s fall 3 rise 2
${instancePorts.map((port, i) => `    server shop${i + 1} 127.0.0.1:${port} check`).join('\n')}

listen stats
    bind 127.0.0.1:${statsPort}
    stats enable
    stats uri /stats
`;
}

/** Starts HAProxy in the foreground and waits until it counts every instance up. */
export async function startLoadBalancer(frontPort: number, statsPort: number, instancePorts: number[]): Promise<LoadBalancer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pawsook-haproxy-'));
  const configFile = path.join(dir, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig(frontPort, statsPort, instancePorts));
  const haproxy = spawn(HAPROXY, ['-db', '-f', configFile], { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => haproxy.on('exit', resolve));
  const stop = async () => {
    if (haproxy.exitCode === null && haproxy.signalCode === null) {
      haproxy.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilAllUp(statsPort, instancePorts.length);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base: `http://127.0.0.1:${frontPort}`, stop };
}

/** Reads HAProxy's stats (CSV) until `count` servers of the backend are UP, 30 s at most. */
async function waitUntilAllUp(statsPort: number, count: number): Promise<void> {
  let last = '';
  for (let i = 0; i < 300; i++) {
    try {
      const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
      const up = csv.split('\n').filter((line) => line.startsWith('instances,shop') && line.split(',')[17] === 'UP').length;
      if (up === count) return;
      last = `${up} of ${count} up`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`HAProxy did not count every instance up: ${last}`);
}
