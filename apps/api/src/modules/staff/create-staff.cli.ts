// npm run staff:create -- --email owner@example.com --role owner [--name "Somchai"] [--password "…"] [--lang th|en]
// Creates a staff account in the database the shop is configured with (DATABASE_URL, or the
// embedded one under DATA_DIR: stop the shop first, the embedded database has one user at a
// time). Without --password the person is invited: the link to choose a password is printed, and
// mailed through the shop's outbox when mail is configured (SMTP_URL; the running shop sends it).
import { parseArgs } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import { staffInviteBody } from '@pawsook/shared/schemas/staff-accounts';
import { newPasswordField } from '@pawsook/shared/schemas/members';
import { ConfigError, loadConfig } from '../../config/config';
import { openDatabase } from '../../db/database';
import { AppError } from '../../http/app-error';
import { createPasswordHasher } from '../../security/password';
import { createMailService } from '../mail/mail.service';
import { createStaffAccounts } from './staff-accounts.service';
import { createStaffAudit } from '../audit/audit.service';

const usage =
  'usage: npm run staff:create -- --email <e-mail> --role owner|manager|operator|support|content [--name <name>] [--password <password>] [--lang th|en]';
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    role: { type: 'string' },
    name: { type: 'string' },
    password: { type: 'string' },
    lang: { type: 'string', default: 'th' },
  },
});
const input = staffInviteBody.safeParse({ email: values.email, role: values.role, name: values.name ?? values.email?.split('@')[0] });
const password = values.password === undefined ? undefined : newPasswordField.safeParse(values.password);
const lang = values.lang === 'en' ? 'en' : 'th';
if (!input.success || password?.success === false) {
  console.error(input.success ? 'the password is too weak: at least 8 characters with a letter, a digit and a symbol' : usage);
  process.exit(2);
}

try {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDataDir: config.pgliteDataDir });
  try {
    const db = database.db;
    // only queues: the running shop's mail worker sends (and logs)
    const mail = createMailService(db, {
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      mailboxOn: config.devMailbox !== 'off',
      log: console as unknown as FastifyBaseLogger,
    });
    const accounts = createStaffAccounts({
      db,
      passwords: createPasswordHasher(config.passwordScryptLogN),
      mail,
      audit: createStaffAudit(db),
      publicUrl: config.publicUrl,
      sessionHours: config.staffSessionHours,
    });
    const { account, link } = await accounts.createFromCommandLine({ ...input.data, password: password?.data }, lang);
    console.log(`created ${account.role} ${account.name} <${account.email}> (staff ${account.id})`);
    if (link) console.log(`invitation link (valid 7 days, once): ${link}`);
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof ConfigError) console.error(error.message);
  else if (error instanceof AppError && error.messageKey === 'staff.emailTaken') console.error(`${values.email} already has a staff account`);
  else throw error;
  process.exit(1);
}
