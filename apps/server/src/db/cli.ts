import { loadConfig } from '../config/index.js';
import { createDb } from './connection.js';
import { migrateDownTo, migrateToLatest } from './migrate.js';
import { seedDemoData } from './seed/index.js';
import { holdServerLock, LockBusyError, takeRestoreLock } from './server-lock.js';
import { CreateStaffError, createStaffFromArgs } from '../modules/staff/index.js';

/**
 * `npm run db:migrate` and `npm run db:seed`: the same steps the server runs at start.
 * `npm run staff:create -- --employee N --role admin`: a staff account and its one-time set-up link.
 * `npm run db:rollback -- <migration>`: the schema back to that migration, for an earlier release.
 */
const command = process.argv[2];
const COMMANDS = ['migrate', 'seed', 'staff:create', 'rollback'];
if (!command || !COMMANDS.includes(command) || (command === 'rollback' && !process.argv[3])) {
  console.error('usage: cli.js migrate|seed|rollback <migration>|staff:create --employee N --role ROLE');
  process.exit(2);
}
const config = loadConfig();
// Like a server, these write to the database, so not while `npm run db:restore` replaces it; a
// rollback changes the schema under the servers' feet, so it runs only when none is running.
const lock = await (command === 'rollback' ? takeRestoreLock : holdServerLock)(config.database).catch(
  (error: unknown) => {
    if (!(error instanceof LockBusyError)) throw error;
    const holder = command === 'rollback' ? 'a server is running' : 'npm run db:restore is running';
    console.error(`${command} refused: ${holder} (it holds ${error.message}); try again once it has stopped`);
    process.exit(1);
  },
);
async function createStaff() {
  try {
    const link = await createStaffFromArgs(db, process.argv.slice(3), config.publicOrigin);
    console.log(`Staff account created. One-time set-up link (valid 24 hours, open it once):\n${link}`);
  } catch (error) {
    if (!(error instanceof CreateStaffError) && !(error instanceof TypeError)) throw error;
    console.error(error.message);
    process.exitCode = 2;
  }
}

const db = createDb(config.database);
try {
  if (command === 'rollback') {
    const target = process.argv[3]!;
    try {
      const undone = await migrateDownTo(db, target);
      console.log(
        undone.length ? `rolled back: ${undone.join(', ')} (now at ${target})` : `already at ${target}`,
      );
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      console.error(error.message);
      process.exitCode = 2;
    }
  } else {
    const applied = await migrateToLatest(db);
    console.log(applied.length ? `applied migrations: ${applied.join(', ')}` : 'database is up to date');
    if (command === 'seed') console.log('seeded', await seedDemoData(db));
    if (command === 'staff:create') await createStaff();
  }
} finally {
  await db.destroy();
  await lock?.release();
}
