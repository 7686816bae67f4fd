import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../../test/multipart.js';
import { ORIGIN, signInAs, staffIp } from '../../test/staff-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { riyadhToday } from './repository.js';

let t: TestApp;
let content: string;
const changes: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  t.app.contentChanges.subscribe((area) => changes.push(area));
  content = await signInAs(t.app, 'content', staffIp(70));
});
afterAll(async () => t.close());

const send = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: content, origin: ORIGIN, 'accept-language': 'en' },
    payload: payload as Record<string, unknown>,
  });
const upload = (bytes: Buffer, name = 'photo.png', type = 'image/png') => {
  const body = multipartFile('file', name, type, bytes);
  return t.app.inject({
    method: 'POST',
    url: '/api/staff/content/images',
    headers: { cookie: content, origin: ORIGIN, 'accept-language': 'en', ...body.headers },
    payload: body.payload,
  });
};
const publicTitles = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/posts/get-posts' });
  return (res.json().posts as { title_en: string }[]).map((p) => p.title_en);
};
const stored = () => {
  try {
    return readdirSync(t.config.storageDir);
  } catch {
    return [];
  }
};
const day = (offset: number) => riyadhToday(new Date(Date.now() + offset * 86_400_000));

const post = (title: string, extra: object = {}) => ({
  title_ar: `عنوان ${title}`,
  title_en: title,
  title_ur: `عنوان ${title} اردو`,
  body_ar: 'نص',
  body_en: 'Text',
  body_ur: 'متن',
  img: '/media/posts/national-day.svg',
  date: day(0),
  ...extra,
});

describe('content desk: news posts', () => {
  it('creates a draft, publishes it (public at once), unpublishes it, with audit entries and change events', async () => {
    const created = await send('POST', '/api/staff/content/posts', post('Desk news'));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect(created.json().published).toBe(false);
    expect(await publicTitles()).not.toContain('Desk news');
    const published = await send('POST', `/api/staff/content/posts/${id}/publish`, { published: true });
    expect(published.json().published).toBe(true);
    expect(await publicTitles()).toContain('Desk news');
    const one = await t.app.inject({ method: 'GET', url: `/api/posts/${id}` });
    expect(one.json().post).toMatchObject({ title_ar: 'عنوان Desk news', title_ur: 'عنوان Desk news اردو' });
    await send('POST', `/api/staff/content/posts/${id}/publish`, { published: false });
    expect(await publicTitles()).not.toContain('Desk news');
    expect((await t.app.inject({ method: 'GET', url: `/api/posts/${id}` })).statusCode).toBe(404);
    const actions = (
      await t.app.db
        .selectFrom('staff_audit_log')
        .select('action')
        .where('record_type', '=', 'post')
        .where('record_id', '=', String(id))
        .orderBy('at')
        .execute()
    ).map((a) => a.action);
    expect(actions).toEqual(['post.create', 'post.publish', 'post.unpublish']);
    expect(changes.filter((c) => c === 'posts').length).toBeGreaterThanOrEqual(3);
  });

  it('shows a published post only within its validity dates', async () => {
    const future = await send('POST', '/api/staff/content/posts', post('Future news', { validFrom: day(2) }));
    const past = await send('POST', '/api/staff/content/posts', post('Past news', { validUntil: day(-1) }));
    const now = await send(
      'POST',
      '/api/staff/content/posts',
      post('Current news', { validFrom: day(0), validUntil: day(0) }),
    );
    for (const res of [future, past, now])
      await send('POST', `/api/staff/content/posts/${res.json().id}/publish`, { published: true });
    const titles = await publicTitles();
    expect(titles).toContain('Current news');
    expect(titles).not.toContain('Future news');
    expect(titles).not.toContain('Past news');
    const backwards = await send(
      'POST',
      '/api/staff/content/posts',
      post('Bad', { validFrom: day(3), validUntil: day(1) }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fieldErrors.validUntil).toEqual([
      'The end date must be on or after the start date.',
    ]);
  });

  it('refuses missing languages and a script address as the image', async () => {
    const res = await send('POST', '/api/staff/content/posts', {
      ...post('x'),
      title_ur: '',
      img: 'javascript:alert(1)',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual(['img', 'title_ur']);
  });
});

describe('content desk: image upload', () => {
  it('re-encodes an image to WebP at the site widths and serves it', async () => {
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
    const res = await upload(png);
    expect(res.statusCode, res.body).toBe(201);
    const { url, variants } = res.json() as { url: string; variants: { url: string; width: number }[] };
    expect(variants.map((v) => v.width)).toEqual([1200, 600]);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200 });
    // The uploaded image can be a post's image.
    const created = await send('POST', '/api/staff/content/posts', post('With image', { img: url }));
    expect(created.statusCode).toBe(201);
  });

  it('refuses by content (a script named .png), a file over 2 MB, and keeps nothing', async () => {
    const before = stored();
    const fake = await upload(Buffer.from('<script>alert(1)</script>'), 'evil.png', 'image/png');
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toMatchObject({
      code: 'unsupported_media_type',
      fieldErrors: { file: ['Upload a JPEG, PNG or WebP image.'] },
    });
    const gif = await upload(
      Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary'),
      'a.gif',
      'image/gif',
    );
    expect(gif.statusCode).toBe(415);
    const big = Buffer.concat([
      await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
      Buffer.alloc(2 * 1024 * 1024),
    ]);
    const tooBig = await upload(big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().fieldErrors).toEqual({ file: ['The image is larger than 2 MB.'] });
    expect(stored()).toEqual(before);
    const uploads = await t.app.db
      .selectFrom('staff_audit_log')
      .select('record_id')
      .where('action', '=', 'image.upload')
      .execute();
    expect(uploads).toHaveLength(1); // only the accepted one of the test above
  });
});

describe('content desk: FAQ', () => {
  const faq = (q: string) => ({
    category: 'general',
    sortOrder: 99,
    question_ar: `سؤال ${q}`,
    question_en: q,
    question_ur: `سوال ${q}`,
    answer_ar: 'جواب',
    answer_en: 'Answer',
    answer_ur: 'جواب اردو',
  });
  const publicQuestions = async () =>
    (
      (await t.app.inject({ method: 'GET', url: '/api/faqs' })).json().faqs as { question: { en: string } }[]
    ).map((f) => f.question.en);

  it('adds, edits and removes an entry, public at once, audited', async () => {
    const created = await send('POST', '/api/staff/content/faqs', faq('Desk question?'));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect(await publicQuestions()).toContain('Desk question?');
    const edited = await send('PUT', `/api/staff/content/faqs/${id}`, faq('Edited question?'));
    expect(edited.json().question_en).toBe('Edited question?');
    expect(await publicQuestions()).toContain('Edited question?');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/staff/content/faqs/${id}`,
      headers: { cookie: content, origin: ORIGIN },
    });
    expect(removed.statusCode).toBe(204);
    expect(await publicQuestions()).not.toContain('Edited question?');
    const actions = (
      await t.app.db
        .selectFrom('staff_audit_log')
        .select('action')
        .where('record_type', '=', 'faq')
        .where('record_id', '=', String(id))
        .orderBy('at')
        .execute()
    ).map((a) => a.action);
    expect(actions).toEqual(['faq.create', 'faq.update', 'faq.delete']);
  });

  it('refuses an entry missing a language', async () => {
    const res = await send('POST', '/api/staff/content/faqs', { ...faq('x'), answer_ur: ' ' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors)).toEqual(['answer_ur']);
  });
});

describe('content desk: offers', () => {
  const offer = (title: string, validUntil: string | null) => ({
    market: 'egypt',
    validUntil,
    sortOrder: 5,
    title_ar: `عرض ${title}`,
    title_en: title,
    title_ur: `پیشکش ${title}`,
    body_ar: 'نص',
    body_en: 'Text',
    body_ur: 'متن',
  });
  const publicTitles = async () =>
    (
      (await t.app.inject({ method: 'GET', url: '/api/offers?market=egypt' })).json().offers as {
        title: { en: string };
      }[]
    ).map((o) => o.title.en);

  it('adds an offer shown until its last day, edits and removes it, audited', async () => {
    const current = await send('POST', '/api/staff/content/offers', offer('Desk offer', day(1)));
    expect(current.statusCode, current.body).toBe(201);
    const expired = await send('POST', '/api/staff/content/offers', offer('Old offer', day(-1)));
    expect(await publicTitles()).toContain('Desk offer');
    expect(await publicTitles()).not.toContain('Old offer');
    const id = current.json().id as number;
    await send('PUT', `/api/staff/content/offers/${id}`, offer('Desk offer 2', null));
    expect(await publicTitles()).toContain('Desk offer 2');
    await t.app.inject({
      method: 'DELETE',
      url: `/api/staff/content/offers/${id}`,
      headers: { cookie: content, origin: ORIGIN },
    });
    expect(await publicTitles()).not.toContain('Desk offer 2');
    const actions = (
      await t.app.db
        .selectFrom('staff_audit_log')
        .select('action')
        .where('record_type', '=', 'offer')
        .where('record_id', '=', String(id))
        .orderBy('at')
        .execute()
    ).map((a) => a.action);
    expect(actions).toEqual(['offer.create', 'offer.update', 'offer.delete']);
    expect(expired.json().validUntil).toBe(day(-1));
  });
});
