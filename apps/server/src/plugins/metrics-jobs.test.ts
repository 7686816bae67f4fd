import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKGROUND_JOBS, type BackgroundJob } from '../lib/periodic-job.js';
import { sample, scrape } from '../test/metrics-text.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
});
afterAll(async () => t.close());

const lastSuccess = (text: string, job: BackgroundJob) =>
  sample(text, 'waha_job_last_success_seconds', { job });

describe('GET /metrics: background jobs', () => {
  it("shows every background job's last success, moved by its rounds", async () => {
    const before = Math.floor(Date.now() / 1000);
    const text = await scrape(t.app);
    // With Redis the limiter's counters expire by themselves: nothing to prune.
    const jobs = BACKGROUND_JOBS.filter((job) => job !== 'rate-limit-prune' || !t.app.redis);
    for (const job of jobs) {
      expect(text).toMatch(new RegExp(`^waha_job_last_success_seconds\\{job="${job}"\\} \\d`, 'm'));
      expect(text).toMatch(new RegExp(`^waha_job_failures_total\\{job="${job}"\\} 0$`, 'm'));
    }

    await t.app.einvoicing.issueDue();
    await t.app.einvoicing.reportDue();
    expect(await t.app.ticketClock.run()).not.toBeTypeOf('string');
    expect(await t.app.rateAlerts.run()).not.toBeTypeOf('string');
    expect(await t.app.storageSweep.run()).not.toBeTypeOf('string');
    expect(await t.app.hrRetention.run()).toBeTypeOf('number');
    const after = await scrape(t.app);
    const ran = jobs.filter((job) => job !== 'rate-limit-prune');
    expect(ran.filter((job) => lastSuccess(after, job) < before)).toEqual([]);
    expect(ran.map((job) => sample(after, 'waha_job_duration_seconds_count', { job }) > 0)).not.toContain(
      false,
    );
  });
});
