import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The words of `npm run serve`: `NAME=value …` (its environment), `node`, flags, `apps/api/dist/main.js`. */
function serveWords(): string[] {
  const pkg = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../package.json'), 'utf8')) as { scripts: Record<string, string> };
  return pkg.scripts.serve!.split(/\s+/);
}

/** The node flags `npm run serve` starts the server with, so a bench measures what ships. */
export function serveFlags(): string[] {
  const words = serveWords();
  return words.slice(words.indexOf('node') + 1, words.indexOf('apps/api/dist/main.js'));
}

/** The environment `npm run serve` sets before `node` (e.g. `MALLOC_ARENA_MAX=2`, decision 0076), for the same reason. */
export function serveEnv(): Record<string, string> {
  const words = serveWords();
  return Object.fromEntries(
    words.slice(0, words.indexOf('node')).flatMap((word) => {
      const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(word);
      return match ? [[match[1]!, match[2]!]] : [];
    }),
  );
}
