import { ConfigError, loadConfig } from '../config/index.js';
import { backup } from './backup.js';
import { OperatorError } from './backup-support.js';
import { restore } from './restore.js';

/**
 * `npm run db:backup -- <file>` and `npm run db:restore -- <file>`, with the server's own
 * environment (DATA_DIR, DATABASE_URL, STORAGE_DIR, STORAGE_DRIVER). One summary line on success;
 * on failure or refusal one message on stderr and exit code 1 (2 for a wrong command line).
 */
const [command, file, ...rest] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !file || rest.length > 0) {
  console.error('usage: npm run db:backup -- <file>  |  npm run db:restore -- <file>');
  process.exit(2);
}
try {
  const config = loadConfig();
  console.log(command === 'backup' ? await backup(config, file) : await restore(config, file));
} catch (error) {
  if (!(error instanceof OperatorError) && !(error instanceof ConfigError)) throw error;
  const verdict = error instanceof OperatorError ? error.verdict : 'failed';
  console.error(`${command} ${verdict}: ${error.message}`);
  process.exitCode = 1;
}
