import type { DatabaseConfig } from '../../config.js';
import { SWEEP_JOB, tryJobLock } from '../job-lock.js';

/** The sweep's turn (lib/job-lock.ts): null while another process sweeps this data set. */
export const trySweepLock = (database: DatabaseConfig) => tryJobLock(database, SWEEP_JOB);
