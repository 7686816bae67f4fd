import { UPLOAD_RULES } from '@waha/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { EXE_BYTES, minimalPdf } from '../../test/multipart-form.js';
import { containsMarkup } from './markup.js';
import { judgeFile } from './judge.js';

const png = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: '#123456' } })
    .png()
    .toBuffer();
const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
const rule = UPLOAD_RULES.tickets;

describe('judgeFile', () => {
  it('refuses 0 bytes as empty, whatever the rule', async () => {
    for (const each of Object.values(UPLOAD_RULES)) {
      expect(await judgeFile({ bytes: Buffer.alloc(0) }, each)).toEqual({ ok: false, reason: 'empty' });
    }
  });

  it('refuses a file over the size, or one the parser cut at the limit', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(rule.maxBytes)]);
    expect(await judgeFile({ bytes: big }, rule)).toEqual({ ok: false, reason: 'too_large' });
    expect(await judgeFile({ bytes: await png(), truncated: true }, rule)).toEqual({
      ok: false,
      reason: 'too_large',
    });
  });

  it('judges the bytes, not the name: an executable or a page is not accepted', async () => {
    expect(await judgeFile({ bytes: EXE_BYTES }, rule)).toEqual({ ok: false, reason: 'bad_type' });
    expect(await judgeFile({ bytes: HTML }, rule)).toEqual({ ok: false, reason: 'bad_type' });
    // A field may narrow the rule's types (the careers picture takes images only).
    expect(await judgeFile({ bytes: minimalPdf() }, rule, { types: ['image/png'] })).toEqual({
      ok: false,
      reason: 'bad_type',
    });
  });

  it('draws a PNG with an HTML page after it again: the stored bytes are a clean PNG', async () => {
    const polyglot = Buffer.concat([await png(), HTML]);
    expect(containsMarkup(polyglot)).toBe(true);
    const judged = await judgeFile({ bytes: polyglot }, rule);
    if (!judged.ok) throw new Error(judged.reason);
    expect(judged.file).toMatchObject({ mime: 'image/png', extension: 'png' });
    expect(containsMarkup(judged.file.bytes)).toBe(false);
    expect(await sharp(judged.file.bytes).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 });
  });

  it('drops a JPEG’s metadata (location, camera) and keeps it a JPEG', async () => {
    const jpeg = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-place', Make: 'Camera' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const judged = await judgeFile({ bytes: jpeg }, rule);
    if (!judged.ok) throw new Error(judged.reason);
    expect(judged.file.mime).toBe('image/jpeg');
    const meta = await sharp(judged.file.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(judged.file.bytes.includes('secret-place')).toBe(false);
  });

  it('refuses an image whose pixels cannot be read', async () => {
    const broken = (await png()).subarray(0, 60);
    expect(await judgeFile({ bytes: broken }, rule)).toEqual({ ok: false, reason: 'bad_type' });
  });

  it('keeps a clean PDF as sent and refuses a PDF that is also a page', async () => {
    const pdf = minimalPdf();
    expect(await judgeFile({ bytes: pdf }, rule)).toEqual({
      ok: true,
      file: { bytes: pdf, mime: 'application/pdf', extension: 'pdf' },
    });
    const polyglot = Buffer.concat([pdf, HTML]);
    expect(await judgeFile({ bytes: polyglot }, rule)).toEqual({ ok: false, reason: 'unsafe' });
    const broken = Buffer.from('%PDF-1.4\n%%EOF\n');
    expect(await judgeFile({ bytes: broken }, rule)).toEqual({ ok: false, reason: 'bad_type' });
  });
});
