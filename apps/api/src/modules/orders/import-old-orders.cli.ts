// npm run orders:import-old -- <file.json>
// Imports the previous system's orders (a JSON array of oldOrderRecord, old-orders-import.ts) into
// the database the shop is configured with (DATABASE_URL, or the embedded one under DATA_DIR: stop
// the shop first, the embedded database has one user at a time). Running it again with the same
// file changes nothing; orders of e-mails with no member yet are listed and skipped.
import { readFileSync } from 'node:fs';
import { ZodError } from 'zod';
import { ConfigError, loadConfig } from '../../config/config';
import { openDatabase } from '../../db/database';
import { importOldOrders } from './old-orders-import';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run orders:import-old -- <file.json>');
  process.exit(2);
}

try {
  const config = loadConfig();
  const records: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDataDir: config.pgliteDataDir });
  try {
    const result = await database.db.transaction((tx) => importOldOrders(tx, records));
    console.log(`imported ${result.imported} orders; ${result.alreadyThere} were already there`);
    if (result.unknownMembers.length > 0) {
      console.log(`skipped the orders of ${result.unknownMembers.length} e-mails with no member: ${result.unknownMembers.join(', ')}`);
    }
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof ConfigError) console.error(error.message);
  else if (error instanceof ZodError)
    console.error(
      `the file is not an export of old orders; nothing was imported:\n${error.issues
        .slice(0, 10)
        .map((i) => `  [${i.path.join('.')}] ${i.message}`)
        .join('\n')}`,
    );
  else if (error instanceof SyntaxError) console.error(`the file is not JSON; nothing was imported: ${error.message}`);
  else throw error;
  process.exit(1);
}
