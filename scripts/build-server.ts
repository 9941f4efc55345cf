// Bundles the API into one ES module (apps/api/dist/main.js, and the embedded database's thread): our TypeScript and the shared package
// are compiled in, npm packages stay in node_modules. Running the bundle instead of the sources
// through tsx saves tsx's loader thread (about 60 MB) and its start-up work.
import path from 'node:path';
import { build } from 'esbuild';
import { repositoryRoot, serverBuildOptions } from './server-build-options';

await build({
  ...serverBuildOptions(),
  // the embedded database's thread is an entry of its own, loaded from next to main.js
  entryPoints: {
    main: path.join(repositoryRoot, 'apps/api/src/main.ts'),
    'pglite-worker': path.join(repositoryRoot, 'apps/api/src/db/pglite-worker.ts'),
  },
  outdir: path.join(repositoryRoot, 'apps/api/dist'),
});
console.log('apps/api/dist/main.js, apps/api/dist/pglite-worker.js');
