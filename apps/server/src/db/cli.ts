import { loadConfig } from '../config.js';
import { createDb } from './connection.js';
import { migrateToLatest } from './migrate.js';
import { seedDemoData } from './seed/index.js';
import { holdServerLock, LockBusyError } from './server-lock.js';
import { createStaffFromArgs, CreateStaffError } from '../modules/staff/create-account.js';

/**
 * `npm run db:migrate` and `npm run db:seed`: the same steps the server runs at start.
 * `npm run staff:create -- --employee N --role admin`: a staff account and its one-time set-up link.
 */
const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed' && command !== 'staff:create') {
  console.error('usage: cli.js migrate|seed|staff:create --employee N --role ROLE');
  process.exit(2);
}
const config = loadConfig();
// Like a server: these write to the database, so not while `npm run db:restore` replaces it.
const lock = await holdServerLock(config.database).catch((error: unknown) => {
  if (!(error instanceof LockBusyError)) throw error;
  console.error(
    `${command} refused: npm run db:restore is running (it holds ${error.message}); try again once it has finished`,
  );
  process.exit(1);
});
const db = createDb(config.database);
try {
  const applied = await migrateToLatest(db);
  console.log(applied.length ? `applied migrations: ${applied.join(', ')}` : 'database is up to date');
  if (command === 'seed') console.log('seeded', await seedDemoData(db));
  if (command === 'staff:create') {
    try {
      const link = await createStaffFromArgs(db, process.argv.slice(3), config.publicOrigin);
      console.log(`Staff account created. One-time set-up link (valid 24 hours, open it once):\n${link}`);
    } catch (error) {
      if (!(error instanceof CreateStaffError) && !(error instanceof TypeError)) throw error;
      console.error(error.message);
      process.exitCode = 2;
    }
  }
} finally {
  await db.destroy();
  await lock?.release();
}
