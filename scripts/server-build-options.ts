// How the API is bundled (apps/api/dist): our TypeScript and the shared package are compiled in, npm
// packages stay in node_modules. One list, so a test can bundle a module exactly as the server is bundled.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BuildOptions } from 'esbuild';

export const repositoryRoot = path.resolve(import.meta.dirname, '..');

export function serverBuildOptions(): BuildOptions {
  const api = JSON.parse(readFileSync(path.join(repositoryRoot, 'apps/api/package.json'), 'utf8')) as { dependencies: Record<string, string> };
  return {
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    external: Object.keys(api.dependencies).filter((name) => !name.startsWith('@pawsook/')),
    // some dependencies compiled in still call require() for Node's own modules
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    logLevel: 'warning',
  };
}
