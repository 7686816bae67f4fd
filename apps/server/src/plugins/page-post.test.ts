import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standInWebBuild } from '../test/stand-in-web-build.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { PAGE_POST_LIMITS } from './page-post.js';

// What a visitor typed: none of it may come back in the page or reach the log.
const FIELDS = {
  nationalId: '1098765432',
  phone: '0551234987',
  email: 'visitor.private@example.com',
  name: 'Visitor Secretname',
  password: 'Hunter2-Secret',
  code: '482913',
  message: 'my account number is 123456789012',
};
const SECRETS = [
  '1098765432',
  '0551234987',
  'visitor.private',
  'Secretname',
  'Hunter2',
  '482913',
  '123456789012',
];

const lines: string[] = [];
let webBuild: ReturnType<typeof standInWebBuild>;
let t: TestApp;

beforeAll(async () => {
  // A stand-in web build whose render shows what it was asked for: language, address and notice
  // (the real page's notice text is checked in apps/web/src/entry-server.test.tsx and e2e).
  webBuild = standInWebBuild(
    `export const APP_ROUTES = [];
     export async function render(input) {
       if (input.url.startsWith('/no-such-page')) return { kind: 'redirect', status: 302, location: '/' };
       const shown = [input.language, input.url, input.notice ?? 'no-notice', Object.keys(input).sort().join(',')];
       return { kind: 'page', status: 200, head: '', html: '<main>' + shown.join(' | ') + '</main>', data: '' };
     }`,
  );
  t = await createTestApp(
    { webDistDir: webBuild.dir, logLevel: 'debug' },
    { logStream: { write: (line) => void lines.push(line) } },
  );
});
afterAll(async () => {
  await t.close();
  webBuild.remove();
});

const ownPage = () => ({ origin: t.config.publicOrigin, 'sec-fetch-site': 'same-origin' });
const urlencoded = (fields: Record<string, string> = FIELDS) => new URLSearchParams(fields).toString();

function multipart(boundary = 'formBoundaryX1') {
  const parts = Object.entries(FIELDS).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const file = `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 ${FIELDS.nationalId}\r\n`;
  return `${parts.join('')}${file}--${boundary}--\r\n`;
}

function post(url: string, payload: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...ownPage(), ...headers },
  });
}

function expectNothingPersonal(text: string) {
  for (const secret of SECRETS) expect(text).not.toContain(secret);
}

describe("a form's own post, without scripts", () => {
  it.each(['/support', '/inquiry', '/login', '/call-request', '/'])(
    'answers %s with the same page and the notice, and echoes nothing',
    async (url) => {
      const res = await post(url, urlencoded());
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      // The render gets the address, language and notice: no field reaches it.
      expect(res.body).toContain(
        `<main>ar | ${url} | formNotSent | content,errorStatus,language,nastaliq,notice,origin,requestId,url</main>`,
      );
      expectNothingPersonal(res.body);
    },
  );

  it('renders the page in the language of ?lang, else the cookie', async () => {
    const english = await post('/support', urlencoded(), { cookie: 'lang=en' });
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    expect(english.body).toContain('<main>en | /support | formNotSent');
    const urdu = await post('/inquiry?lang=ur', urlencoded(), { cookie: 'lang=en' });
    expect(urdu.body).toContain('<html lang="ur" dir="rtl">');
    expect(urdu.body).toContain('<main>ur | /inquiry?lang=ur | formNotSent');
  });

  it('takes a multipart form (the careers form) the same way, well formed or not', async () => {
    const boundary = 'formBoundaryX1';
    const bodies = [
      { type: `multipart/form-data; boundary=${boundary}`, payload: multipart(boundary) },
      // Unread, so a body no parser would accept is no error either.
      { type: 'multipart/form-data', payload: multipart(boundary) },
      { type: `multipart/form-data; boundary=${boundary}`, payload: multipart(boundary).slice(0, 90) },
    ];
    for (const { type, payload } of bodies) {
      const res = await post('/careers/apply', payload, { 'content-type': type });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('| formNotSent |');
      expectNothingPersonal(res.body);
    }
  });

  it('answers an application with every file at full size with the page; past that, 413', async () => {
    const boundary = 'formBoundaryX1';
    const limit = PAGE_POST_LIMITS['multipart/form-data'];
    const withFile = (bytes: number) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\n\r\n` +
      `${'x'.repeat(bytes)}\r\n--${boundary}--\r\n`;
    const type = { 'content-type': `multipart/form-data; boundary=${boundary}` };
    const full = await post('/careers/apply', withFile(limit - 1024), type);
    expect(full.statusCode).toBe(200);
    expect(full.body).toContain('| formNotSent |');
    const over = await post('/careers/apply', withFile(limit + 1), type);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('sends a post to an address that is no page on to the home page with a GET (303)', async () => {
    const res = await post('/no-such-page', urlencoded());
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/');
  });

  it('answers a post to the back office with its bare page (rendered in the browser)', async () => {
    const res = await post('/staff/sign-in', urlencoded({ employee: '90010', password: FIELDS.password }));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expectNothingPersonal(res.body);
  });

  it('refuses a post from another site, or without its origin, before reading it', async () => {
    const refused: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: t.config.publicOrigin, 'sec-fetch-site': 'cross-site' },
      { origin: t.config.publicOrigin, 'sec-fetch-site': 'same-site' },
      { origin: 'null', 'sec-fetch-site': 'same-origin' },
    ];
    for (const headers of refused) {
      const res = await post('/support', urlencoded(), headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'forbidden' });
    }
    const noOrigin = await t.app.inject({
      method: 'POST',
      url: '/support',
      payload: urlencoded(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(noOrigin.statusCode).toBe(403);
  });

  it('refuses a body over the limit (413) and a type no form sends (415), with the envelope', async () => {
    const big = urlencoded({
      message: 'x'.repeat(PAGE_POST_LIMITS['application/x-www-form-urlencoded'] + 1),
    });
    const tooLarge = await post('/support', big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'payload_too_large' });
    const json = await post('/support', JSON.stringify(FIELDS), { 'content-type': 'application/json' });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('leaves unknown API addresses a JSON 404, whatever the body', async () => {
    const res = await post('/api/nope', urlencoded());
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });

  it('never writes a field to the log, at any level', async () => {
    await post('/support', urlencoded());
    await post('/careers/apply', multipart(), {
      'content-type': 'multipart/form-data; boundary=formBoundaryX1',
    });
    await post('/support', urlencoded({ ...FIELDS, message: 'x'.repeat(70_000) }));
    await post('/support', urlencoded(), { origin: 'https://evil.example' });
    const requestLines = lines.filter((line) => line.includes('"msg":"request"'));
    expect(requestLines.some((line) => line.includes('"url":"/support"'))).toBe(true);
    expectNothingPersonal(lines.join('\n'));
  });
});
