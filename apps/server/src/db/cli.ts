import { loadConfig } from '../config.js';
import { createDb } from './connection.js';
import { migrateToLatest } from './migrate.js';
import { seedDemoData } from './seed/index.js';

/** `npm run db:migrate` and `npm run db:seed`: the same steps the server runs at start. */
const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  console.error('usage: cli.js migrate|seed');
  process.exit(2);
}
const config = loadConfig();
const db = createDb(config.database);
try {
  const applied = await migrateToLatest(db);
  console.log(applied.length ? `applied migrations: ${applied.join(', ')}` : 'database is up to date');
  if (command === 'seed') console.log('seeded', await seedDemoData(db));
} finally {
  await db.destroy();
}
