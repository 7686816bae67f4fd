import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, signInAs, staffIp } from '../../test/staff-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { riyadhToday } from './repository.js';

let t: TestApp;
let content: string;
const changes: string[] = [];
beforeAll(async () => {
  // The content cache on, as in production: every public read below that shows an edit at once
  // proves the write announced itself (the server render reads through the same cache).
  t = await createTestApp({ contentCacheMs: 60_000 });
  t.app.contentChanges.subscribe((area) => changes.push(area));
  content = await signInAs(t.app, 'content', staffIp(71));
});
afterAll(async () => t.close());

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: content, origin: ORIGIN, 'accept-language': 'en' },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const get = async (url: string, language = 'en') =>
  (await t.app.inject({ method: 'GET', url, headers: { 'accept-language': language } })).json();
const actions = async (recordType: string, recordId: string) =>
  (
    await t.app.db
      .selectFrom('staff_audit_log')
      .select('action')
      .where('record_type', '=', recordType)
      .where('record_id', '=', recordId)
      .orderBy('at')
      .execute()
  ).map((a) => a.action);
const day = (offset: number) => riyadhToday(new Date(Date.now() + offset * 86_400_000));

const banner = (title: string, extra: object = {}) => ({
  title_ar: `لافتة ${title}`,
  title_en: title,
  title_ur: `بینر ${title}`,
  alt_ar: 'وصف',
  alt_en: 'Description',
  alt_ur: 'تفصیل',
  desktopImage: '/media/banners/rates-desktop.svg',
  mobileImage: '/media/banners/rates-mobile.svg',
  linkUrl: '/rates',
  targetBlank: false,
  sortOrder: '٥',
  ...extra,
});

describe('content desk: banners', () => {
  const publicTitles = async (language = 'en') =>
    ((await get('/api/banners', language)).data as { title: string }[]).map((b) => b.title);

  it('creates an unpublished banner, publishes it (on / at once, in each language), edits and removes it', async () => {
    const created = await send('POST', '/api/staff/content/banners', banner('Desk banner'));
    expect(created.statusCode, created.body).toBe(201);
    const b = created.json();
    expect(b).toMatchObject({ published: false, sortOrder: 5, alt_ur: 'تفصیل', linkUrl: '/rates' });
    expect(await publicTitles()).not.toContain('Desk banner');
    await send('POST', `/api/staff/content/banners/${b.id}/publish`, { published: true });
    expect(await publicTitles()).toContain('Desk banner');
    expect(await publicTitles('ar')).toContain('لافتة Desk banner');
    const edited = await send('PUT', `/api/staff/content/banners/${b.id}`, banner('Desk banner 2'));
    expect(edited.json().published).toBe(true);
    expect(await publicTitles()).toContain('Desk banner 2');
    expect((await send('DELETE', `/api/staff/content/banners/${b.id}`)).statusCode).toBe(204);
    expect(await publicTitles()).not.toContain('Desk banner 2');
    expect(await actions('banner', String(b.id))).toEqual([
      'banner.create',
      'banner.publish',
      'banner.update',
      'banner.delete',
    ]);
    expect(changes.filter((c) => c === 'banners').length).toBeGreaterThanOrEqual(4);
  });

  it('shows a published banner only between its first and last day', async () => {
    const ids: number[] = [];
    for (const [title, extra] of [
      ['Future banner', { validFrom: day(2) }],
      ['Past banner', { validUntil: day(-1) }],
      ['Current banner', { validFrom: day(0), validUntil: day(0) }],
    ] as const) {
      const res = await send('POST', '/api/staff/content/banners', banner(title, extra));
      ids.push(res.json().id);
      await send('POST', `/api/staff/content/banners/${res.json().id}/publish`, { published: true });
    }
    const titles = await publicTitles();
    expect(titles).toContain('Current banner');
    expect(titles).not.toContain('Future banner');
    expect(titles).not.toContain('Past banner');
  });

  it('refuses a missing translation, an outside image and a script link, with field messages', async () => {
    const res = await send(
      'POST',
      '/api/staff/content/banners',
      banner('x', {
        alt_ur: ' ',
        desktopImage: 'https://evil.example/x.png',
        linkUrl: 'javascript:alert(1)',
        validFrom: day(3),
        validUntil: day(1),
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual([
      'alt_ur',
      'desktopImage',
      'linkUrl',
      'validUntil',
    ]);
    expect((await send('PUT', '/api/staff/content/banners/99999', banner('y'))).statusCode).toBe(404);
  });
});

describe('content desk: partners', () => {
  const names = async () => ((await get('/api/partners')).partners as { name: string }[]).map((p) => p.name);

  it('adds a partner with a link, shows it once published, refuses a width out of range', async () => {
    const bad = await send('POST', '/api/staff/content/partners', {
      name: 'Wide Co',
      img: '/media/partners/partner-01.svg',
      width: '900',
      sortOrder: 1,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.width).toBeDefined();
    const created = await send('POST', '/api/staff/content/partners', {
      name: 'Desk Partner',
      img: '/media/partners/partner-01.svg',
      width: '٢٥٠',
      linkUrl: 'https://partner.example/',
      sortOrder: 0,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect(await names()).not.toContain('Desk Partner');
    await send('POST', `/api/staff/content/partners/${id}/publish`, { published: true });
    const partners = (await get('/api/partners')).partners as { name: string; link_url: string }[];
    expect(partners[0]).toMatchObject({ name: 'Desk Partner', link_url: 'https://partner.example/' });
    await send('POST', `/api/staff/content/partners/${id}/publish`, { published: false });
    expect(await names()).not.toContain('Desk Partner');
    expect(await actions('partner', String(id))).toEqual([
      'partner.create',
      'partner.publish',
      'partner.unpublish',
    ]);
  });
});

describe('content desk: page texts', () => {
  it('answers a page as text and publishes an edit as sections, three languages', async () => {
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/staff/content/pages', headers: { cookie: content } })
    ).json();
    const about = list.items.find((p: { slug: string }) => p.slug === 'about-us');
    expect(about.text_en).toContain('## ');
    const res = await send('PUT', '/api/staff/content/pages/about-us', {
      title_ar: 'من نحن',
      title_en: 'About us',
      title_ur: 'ہمارے بارے میں',
      text_ar: '## قصتنا\nنص جديد\n- بند',
      text_en: '## Our story\nNew text\n- A point',
      text_ur: '## ہماری کہانی\nنیا متن',
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = await get('/api/pages/about-us');
    expect(page.sections.en).toEqual([
      { heading: 'Our story', paragraphs: ['New text'], bullets: ['A point'] },
    ]);
    expect(page.sections.ur[0].heading).toBe('ہماری کہانی');
    expect(await actions('page', 'about-us')).toEqual(['page.update']);
    expect(changes).toContain('pages');
  });

  it('refuses an empty text and an unknown page', async () => {
    const body = { title_ar: 'a', title_en: 'b', title_ur: 'c', text_ar: 'x', text_en: ' \n ', text_ur: 'z' };
    const res = await send('PUT', '/api/staff/content/pages/about-us', body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors)).toEqual(['text_en']);
    expect((await send('PUT', '/api/staff/content/pages/nowhere', body)).statusCode).toBe(400);
  });
});

describe('content desk: branch information', () => {
  const branch = (extra: object = {}) => ({
    location_ar: 'حي العليا',
    location_en: 'Olaya district',
    location_ur: 'علیا ضلع',
    phone: '٠١١ ٤٦٠-٠٠٠١',
    mapUrl: 'https://maps.example/olaya',
    opensAt: '٠٨:٣٠',
    closesAt: '24:00',
    workDays: ['5', '0', '1'],
    ...extra,
  });

  it("changes a branch's phone, hours and days; the public cards read them at once", async () => {
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/staff/content/branches', headers: { cookie: content } })
    ).json();
    const id = list.items[0].id as number;
    const res = await send('PUT', `/api/staff/content/branches/${id}`, branch());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ phone: '0114600001', opensAt: '08:30', workDays: [0, 1, 5] });
    const card = ((await get('/api/branch-locations')).branches as { id: number }[]).find((b) => b.id === id);
    expect(card).toMatchObject({
      phone: '0114600001',
      mapUrl: 'https://maps.example/olaya',
      location: { en: 'Olaya district' },
      hours: { opens: '08:30', closes: '24:00', days: [0, 1, 5] },
    });
    expect(await actions('branch', String(id))).toEqual(['branch.update']);
    expect(changes).toContain('branches');
    const cleared = await send('PUT', `/api/staff/content/branches/${id}`, branch({ phone: '' }));
    expect(cleared.json().phone).toBeNull();
  });

  it('refuses hours in the wrong order, no working day and a map link that is not https', async () => {
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/staff/content/branches', headers: { cookie: content } })
    ).json();
    const res = await send(
      'PUT',
      `/api/staff/content/branches/${list.items[0].id}`,
      branch({ opensAt: '22:00', closesAt: '09:00', workDays: [], mapUrl: 'http://maps.example' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      closesAt: ['Closing time must be after opening time.'],
      workDays: ['Choose at least one working day.'],
      mapUrl: ['Enter an address starting with https://'],
    });
    expect((await send('PUT', '/api/staff/content/branches/99999', branch())).statusCode).toBe(404);
  });
});
