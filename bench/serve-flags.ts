import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The node flags `npm run serve` starts the server with, so a bench measures what ships. */
export function serveFlags(): string[] {
  const pkg = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../package.json'), 'utf8')) as { scripts: Record<string, string> };
  const words = pkg.scripts.serve!.split(/\s+/);
  return words.slice(words.indexOf('node') + 1, words.indexOf('apps/api/dist/main.js'));
}
