import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standInWebBuild } from '../../test/stand-in-web-build.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { RATES_BUCKET } from './limit.js';

let webBuild: ReturnType<typeof standInWebBuild>;
let t: TestApp;

beforeAll(async () => {
  // A stand-in web build whose render shows what the board's rates read gave it.
  webBuild = standInWebBuild(
    `export const APP_ROUTES = [];
     export async function render(input) {
       const rates = input.url.startsWith('/rates') ? await input.content.exchangeRates(11) : undefined;
       const shown = rates === undefined ? 'not asked' : rates === null ? 'no rates' : rates.rows.length + ' rows';
       return { kind: 'page', status: 200, head: '', html: '<main>' + shown + '</main>', data: '' };
     }`,
  );
  t = await createTestApp({
    webDistDir: webBuild.dir,
    ratesLimit: { max: 2, windowMs: 60_000, exemptIps: [] },
  });
  await t.app.limiter.reset(RATES_BUCKET, '127.0.0.1');
});
afterAll(async () => {
  await t.close();
  webBuild.remove();
});

const page = async (url: string) => /<main>(.*)<\/main>/.exec((await t.app.inject({ url })).body)?.[1];

describe('the server render of /rates under the rates limit', () => {
  it('counts each render as a rates request: past the limit the page comes without rates, and the API answers 429', async () => {
    expect(await page('/faq')).toBe('not asked');
    expect(await page('/rates')).toMatch(/^[1-9]\d* rows$/);
    expect(await page('/rates?branch=11')).toMatch(/^[1-9]\d* rows$/);
    // Two renders took the client's two requests: the HTML is no way around the limit.
    expect(await page('/rates')).toBe('no rates');
    expect((await t.app.inject({ url: '/api/exchangeRates?Branch_ID=11' })).statusCode).toBe(429);
  });
});
