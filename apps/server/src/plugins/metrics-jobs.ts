import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { BackgroundJob } from '../lib/periodic-job.js';

export interface JobMetrics {
  /** The job exists on this instance: its series show (at 0) before its first round. */
  declare(job: BackgroundJob): void;
  succeeded(job: BackgroundJob, seconds: number, at: Date): void;
  failed(job: BackgroundJob, seconds: number): void;
}

/**
 * Per instance: with a job lock only the instance holding it moves a job's last success, so
 * alert on the max over instances. Skipped rounds (lock busy) are not observed at all.
 */
export function jobMetrics(registers: Registry[]): JobMetrics {
  const lastSuccess = new Gauge({
    name: 'waha_job_last_success_seconds',
    help: 'Unix time of the last round of a background job that finished on this instance (0: none yet)',
    labelNames: ['job'] as const,
    registers,
  });
  const duration = new Histogram({
    name: 'waha_job_duration_seconds',
    help: 'Duration of the rounds of a background job that ran on this instance, finished or failed',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.1, 1, 10, 60, 300, 1800],
    registers,
  });
  const failures = new Counter({
    name: 'waha_job_failures_total',
    help: 'Rounds of a background job that failed (logged at error; the next round still runs)',
    labelNames: ['job'] as const,
    registers,
  });
  return {
    declare(job) {
      lastSuccess.set({ job }, 0);
      failures.inc({ job }, 0);
    },
    succeeded(job, seconds, at) {
      lastSuccess.set({ job }, at.getTime() / 1000);
      duration.observe({ job }, seconds);
    },
    failed(job, seconds) {
      failures.inc({ job });
      duration.observe({ job }, seconds);
    },
  };
}
