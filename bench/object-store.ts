// A real S3-compatible object store for the scale bench: s3rver (a devDependency), started as its
// own process on a throw-away directory with the bucket the instances are told to use.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface ObjectStore {
  /** the S3 settings every instance is started with */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startObjectStore(port: number, bucket: string): Promise<ObjectStore> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pawsook-s3-'));
  const bin = path.resolve(import.meta.dirname, '../node_modules/s3rver/bin/s3rver.js');
  const store = spawn(process.execPath, [bin, '-d', dir, '-a', '127.0.0.1', '-p', String(port), '--silent', '--configure-bucket', bucket], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => store.on('exit', resolve));
  const stop = async () => {
    if (store.exitCode === null && store.signalCode === null) {
      store.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const endpoint = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      // any answer will do (unsigned, it is a refusal): the store listens
      await fetch(endpoint);
      break;
    } catch (error) {
      if (i === 300) {
        await stop();
        throw new Error(`the object store did not start on ${endpoint}`, { cause: error });
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop,
  };
}
