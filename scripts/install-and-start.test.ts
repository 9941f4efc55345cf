import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = new URL('../', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  engines: { node: string };
  scripts: Record<string, string>;
};
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
};

describe('installing and starting the shop', () => {
  // npm ci prints EBADENGINE for any package that will not promise to run on the oldest Node we
  // claim; a new dependency (or a transitive one moving on) must not bring that warning back.
  it('every locked package supports the oldest Node the shop declares', () => {
    const oldest = semver.minVersion(pkg.engines.node)!.version;
    const refusing = Object.entries(lock.packages)
      .filter(([, entry]) => entry.engines && !Array.isArray(entry.engines) && entry.engines.node)
      .filter(([, entry]) => !semver.satisfies(oldest, (entry.engines as { node: string }).node))
      .map(([path, entry]) => `${path}@${entry.version} wants node ${(entry.engines as { node: string }).node}`);
    expect(refusing).toEqual([]);
  });

  // npm hands a stop signal to its shell, not through `a && b` to the server: the shell must
  // become the server so that stopping `npm start` stops the shop (its environment, decision 0076,
  // set before exec: the shell passes it on to the node it becomes).
  it('npm start runs the server in place of its shell', () => {
    expect(pkg.scripts.start).toMatch(/&& (?:[A-Z_]+=\S+ )*exec node /);
  });
});
