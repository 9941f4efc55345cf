// Bundles the API into one ES module (apps/api/dist/main.js, and the embedded database's thread): our TypeScript and the shared package
// are compiled in, npm packages stay in node_modules. Running the bundle instead of the sources
// through tsx saves tsx's loader thread (about 60 MB) and its start-up work.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const api = JSON.parse(readFileSync(path.join(root, 'apps/api/package.json'), 'utf8')) as { dependencies: Record<string, string> };

await build({
  // the embedded database's thread is an entry of its own, loaded from next to main.js
  entryPoints: {
    main: path.join(root, 'apps/api/src/main.ts'),
    'pglite-worker': path.join(root, 'apps/api/src/db/pglite-worker.ts'),
  },
  outdir: path.join(root, 'apps/api/dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  external: Object.keys(api.dependencies).filter((name) => !name.startsWith('@pawsook/')),
  // some dependencies compiled in still call require() for Node's own modules
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});
console.log('apps/api/dist/main.js, apps/api/dist/pglite-worker.js');
