import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @pawsook/api` writes a new SQL migration from the changed *.tables.ts files.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './migrations',
});
