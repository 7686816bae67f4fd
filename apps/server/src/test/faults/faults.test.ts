import { describe } from 'vitest';
import { drillSetting } from './drill.js';
import { outageDrill } from './outage-drill.js';
import { smsDrill } from './sms-drill.js';

/**
 * Issue 37's fault drill (docs/operations.md, "Fault drill"; ADR 2706): `npm run test:faults`, and
 * a step of `npm test` beside its PostgreSQL step. Its two parts are suites that run side by side (each mostly
 * waits: for a cut to last, for SMS to arrive), each part's steps one after the other.
 */
const setting = drillSetting();
const suite = setting.run ? describe : describe.skip;

suite(`fault drill${setting.run ? '' : ` (skipped: ${setting.reason})`}`, () => {
  describe('PostgreSQL and Redis cut under traffic', { concurrent: true }, outageDrill);
  describe('two instances and the SMS provider', { concurrent: true }, smsDrill);
});
