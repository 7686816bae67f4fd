import {
  BannersResponseSchema,
  ErrorEnvelopeSchema,
  FaqsResponseSchema,
  HomeBranchesResponseSchema,
  OffersResponseSchema,
  PageSchema,
  PAGE_SLUGS,
  PartnersResponseSchema,
  PostResponseSchema,
  PostsResponseSchema,
  TutorialsResponseSchema,
} from '@waha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapUrlFor } from '../../db/seed/content-locations.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { riyadhToday } from './repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = (url: string, lang = 'en') => t.app.inject({ url, headers: { 'accept-language': lang } });

describe('GET /api/banners', () => {
  it("answers {success, data} with the spec's banner fields, alt text nullable", async () => {
    const res = await get('/api/banners');
    expect(res.statusCode).toBe(200);
    const body = BannersResponseSchema.parse(res.json());
    expect(body.success).toBe(true);
    expect(body.data.length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(res.json().data[0]).sort()).toEqual(
      ['alt_text', 'desktop_image_url', 'id', 'link_url', 'mobile_image_url', 'target_blank', 'title'].sort(),
    );
    expect(body.data.every((b) => b.desktop_image_url.startsWith('/media/'))).toBe(true);
  });

  it('no longer presents an offer whose last day has passed (Purple Saturday, 26 July 2025)', async () => {
    const listed = async () => BannersResponseSchema.parse((await get('/api/banners')).json()).data;
    expect((await listed()).some((b) => b.link_url === '/isa')).toBe(false);
    // Still current on its last day (Riyadh calendar); its alt text is null (the client uses the title).
    await t.app.db.updateTable('banners').set({ valid_until: riyadhToday() }).where('id', '=', 3).execute();
    try {
      expect((await listed()).find((b) => b.link_url === '/isa')).toMatchObject({ alt_text: null });
    } finally {
      await t.app.db.updateTable('banners').set({ valid_until: '2025-07-26' }).where('id', '=', 3).execute();
    }
  });

  it("answers title and alt text in the caller's language", async () => {
    const ar = BannersResponseSchema.parse((await get('/api/banners', 'ar')).json());
    const ur = BannersResponseSchema.parse((await get('/api/banners', 'ur')).json());
    expect(ar.data[0]!.title).toBe('أسعار الصرف في كل فرع');
    expect(ur.data[0]!.title).toBe('ہر برانچ کے ایکسچینج ریٹ');
  });

  it('answers an empty list when no banner is active', async () => {
    // One app per file: a second app would race the first one's migrations on PostgreSQL.
    await t.app.db.updateTable('banners').set({ active: 0 }).execute();
    try {
      expect((await get('/api/banners')).json()).toEqual({ success: true, data: [] });
    } finally {
      await t.app.db.updateTable('banners').set({ active: 1 }).execute();
    }
  });
});

describe('posts', () => {
  it('lists at least six posts newest first, one of them a video with a local poster', async () => {
    const res = await get('/api/posts/get-posts');
    expect(res.statusCode).toBe(200);
    const { posts } = PostsResponseSchema.parse(res.json());
    expect(posts.length).toBeGreaterThanOrEqual(6);
    const dates = posts.map((p) => p.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const video = posts.find((p) => p.img.startsWith('https://'));
    expect(video?.poster).toMatch(/^\/media\//);
    expect(posts[0]).toHaveProperty('title_ur');
  });

  it('gives a video of an allowed provider its no-cookie player address, any other post none', async () => {
    const db = t.app.db;
    const row = (id: number, img: string) => ({
      id,
      img,
      poster: null,
      date: '2020-01-01',
      published: 1,
      title_ar: 'فيديو',
      title_en: 'Video',
      title_ur: 'ویڈیو',
      body_ar: 'نص',
      body_en: 'Text',
      body_ur: 'متن',
    });
    // A Short with a start time, and a video of a provider brand.json does not allow.
    await db
      .insertInto('posts')
      .values([
        row(9601, 'https://www.youtube.com/shorts/Wq4kB7yN0sE?t=1m5s'),
        row(9602, 'https://vimeo.com/76979871'),
      ])
      .execute();
    try {
      const short = PostResponseSchema.parse((await get('/api/posts/9601')).json()).post;
      expect(short.embed).toBe('https://www.youtube-nocookie.com/embed/Wq4kB7yN0sE?autoplay=1&start=65');
      const other = PostResponseSchema.parse((await get('/api/posts/9602')).json()).post;
      expect(other.embed).toBeNull();

      const { posts } = PostsResponseSchema.parse((await get('/api/posts/get-posts')).json());
      // The seeded video (a watch link) plays from the no-cookie host; images have no player.
      const seeded = posts.find((p) => p.id === 2)!;
      expect(seeded.img).toBe('https://www.youtube.com/watch?v=Wq4kB7yN0sE');
      expect(seeded.embed).toBe('https://www.youtube-nocookie.com/embed/Wq4kB7yN0sE?autoplay=1');
      expect(posts.filter((p) => !p.img.startsWith('https://')).every((p) => p.embed === null)).toBe(true);
    } finally {
      await db.deleteFrom('posts').where('id', 'in', [9601, 9602]).execute();
    }
  });

  it('answers one post with its body in three languages', async () => {
    const res = await get('/api/posts/1');
    expect(res.statusCode).toBe(200);
    const { post } = PostResponseSchema.parse(res.json());
    expect(post.title_en).toBe('Our new branch opens in Yanbu');
    expect(post.body_ar).toMatch(/ينبع/);
    expect(post.body_ur).toMatch(/ینبع/);
  });

  it('accepts an id in Arabic-Indic digits', async () => {
    expect((await get(`/api/posts/${encodeURIComponent('٣')}`)).statusCode).toBe(200);
  });

  it('answers an unknown id with the 404 envelope in the caller language', async () => {
    const res = await get('/api/posts/9999', 'ar');
    expect(res.statusCode).toBe(404);
    expect(ErrorEnvelopeSchema.parse(res.json()).code).toBe('not_found');
    expect(res.json().message).toMatch(/[\u0600-\u06ff]/);
  });

  it.each(['abc', '-1', '1.5'])('refuses the malformed id %j with 400', async (id) => {
    const res = await get(`/api/posts/${id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      fieldErrors: { id: [expect.any(String)] },
    });
  });

  it('hides unpublished posts from the list and the detail', async () => {
    const db = t.app.db;
    await db.updateTable('posts').set({ published: 0 }).where('id', '=', 1).execute();
    try {
      const list = PostsResponseSchema.parse((await get('/api/posts/get-posts')).json());
      expect(list.posts.map((p) => p.id)).not.toContain(1);
      expect((await get('/api/posts/1')).statusCode).toBe(404);
      await db.updateTable('posts').set({ published: 0 }).execute();
      expect((await get('/api/posts/get-posts')).json()).toEqual({ posts: [], next: null });
    } finally {
      await db.updateTable('posts').set({ published: 1 }).execute();
    }
  });
});

describe('partners, branches, FAQ, offers, tutorials', () => {
  it('lists 11 partner logos between 230 and 350 px wide', async () => {
    const { partners } = PartnersResponseSchema.parse((await get('/api/partners')).json());
    expect(partners).toHaveLength(11);
  });

  it('lists the nine branches in the home order, each with a map link and a QR image', async () => {
    const { branches } = HomeBranchesResponseSchema.parse((await get('/api/branch-locations')).json());
    expect(branches.map((b) => b.id)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19]);
    const najran = branches.find((b) => b.id === 16)!;
    expect(najran.name.en).toBe('Najran');
    expect(najran.mapUrl).toBe(mapUrlFor(String(najran.latitude), String(najran.longitude)));
    const qr = await get(najran.qrUrl);
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(qr.body).toContain('<svg');
  });

  it('answers 404 for the QR of an unknown branch', async () => {
    const res = await get('/api/branch-locations/99/qr.svg');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });

  it('lists general and app questions in three languages', async () => {
    const { faqs } = FaqsResponseSchema.parse((await get('/api/faqs')).json());
    expect(new Set(faqs.map((f) => f.category))).toEqual(new Set(['general', 'app']));
    expect(faqs.every((f) => f.question.ur && f.answer.ar)).toBe(true);
  });

  it.each(['yemen', 'egypt', 'india'])('filters offers for %s', async (market) => {
    const { offers } = OffersResponseSchema.parse((await get(`/api/offers?market=${market}`)).json());
    expect(offers).toHaveLength(2);
    expect(offers.every((o) => o.market === market)).toBe(true);
  });

  it('advertises an offer up to its last day (Riyadh time), then no more', async () => {
    const db = t.app.db;
    const today = riyadhToday();
    await db.updateTable('offers').set({ valid_until: today }).where('market', '=', 'yemen').execute();
    try {
      const current = OffersResponseSchema.parse((await get('/api/offers?market=yemen')).json());
      expect(current.offers).toHaveLength(2);
      await db
        .updateTable('offers')
        .set({ valid_until: '2020-01-01' })
        .where('market', '=', 'yemen')
        .execute();
      expect((await get('/api/offers?market=yemen')).json()).toEqual({ offers: [] });
    } finally {
      await db.updateTable('offers').set({ valid_until: null }).where('market', '=', 'yemen').execute();
    }
    // Purple Saturday was one day, 26 July 2025.
    const isa = OffersResponseSchema.parse((await get('/api/offers?market=purple-saturday')).json());
    expect(isa.offers).toHaveLength(today <= '2025-07-26' ? 1 : 0);
  });

  it('lists every current offer without a market and refuses an unknown market', async () => {
    const all = OffersResponseSchema.parse((await get('/api/offers')).json());
    expect(all.offers.length).toBeGreaterThanOrEqual(8);
    const bad = await get('/api/offers?market=mars');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'validation_failed',
      fieldErrors: { market: [expect.any(String)] },
    });
  });

  it('lists app tutorials with steps per language', async () => {
    const { tutorials } = TutorialsResponseSchema.parse((await get('/api/tutorials')).json());
    expect(tutorials.length).toBeGreaterThanOrEqual(3);
    expect(tutorials[0]!.steps.ur.length).toBe(tutorials[0]!.steps.en.length);
  });
});

describe('GET /api/pages/:slug', () => {
  it("states the content's own last change, not the day the seed ran", async () => {
    const page = PageSchema.parse((await get('/api/pages/privacy-policy')).json());
    expect(page.updatedAt).toBe('2025-04-01T09:00:00.000Z');
  });

  it.each(PAGE_SLUGS)('answers the %s page in three languages', async (slug) => {
    const page = PageSchema.parse((await get(`/api/pages/${slug}`)).json());
    expect(page.sections.ar.length).toBe(page.sections.en.length);
    expect(page.sections.ur.length).toBe(page.sections.en.length);
  });

  it('states the refund rule and VAT in the terms', async () => {
    const page = PageSchema.parse((await get('/api/pages/terms-and-conditions')).json());
    const text = JSON.stringify(page.sections.en);
    expect(text).toContain('more than 25 days old takes 5 to 8 working days');
    expect(text).toContain('within 5 working days');
    expect(text).toContain('Value added tax applies to transfer fees');
  });

  it('refuses an unknown slug', async () => {
    const res = await get('/api/pages/secret');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
  });
});
