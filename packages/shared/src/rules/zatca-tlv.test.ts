import { describe, expect, it } from 'vitest';
import {
  decodeTlv,
  decodeZatcaQrPayload,
  encodeTlv,
  encodeZatcaTlv,
  tlvText,
  zatcaQrPayload,
} from './zatca-tlv.js';

describe('ZATCA phase-1 TLV', () => {
  it('matches the widely published Latin vector', () => {
    expect(
      zatcaQrPayload({
        sellerName: 'Bobs Records',
        vatNumber: '310122393500003',
        timestamp: '2022-04-25T15:30:00Z',
        total: '1000.00',
        vatAmount: '150.00',
      }),
    ).toBe(
      'AQxCb2JzIFJlY29yZHMCDzMxMDEyMjM5MzUwMDAwMwMUMjAyMi0wNC0yNVQxNTozMDowMFoEBzEwMDAuMDAFBjE1MC4wMA==',
    );
  });

  it('counts UTF-8 bytes, not characters, for an Arabic seller name', () => {
    const fields = {
      sellerName: 'شركة الواحة',
      vatNumber: '310000000000003',
      timestamp: '2025-01-01T10:00:00Z',
      total: '11.50',
      vatAmount: '1.50',
    };
    const bytes = encodeZatcaTlv(fields);
    // 10 Arabic letters of 2 bytes each and one space: 21 bytes for 11 characters.
    expect([...bytes.slice(0, 4)]).toEqual([1, 21, 0xd8, 0xb4]);
    expect(bytes[2 + 21]).toBe(2);
    expect(bytes[2 + 21 + 1]).toBe(15);
    expect(Buffer.from(bytes).toString('base64')).toBe(zatcaQrPayload(fields));
    expect(
      Buffer.from(zatcaQrPayload(fields), 'base64')
        .toString('hex')
        .startsWith('0115d8b4d8b1d983d8a920d8a7d984d988d8a7d8add8a9020f'),
    ).toBe(true);
    expect(decodeZatcaQrPayload(zatcaQrPayload(fields))).toEqual(fields);
  });

  it('refuses a field longer than 255 bytes', () => {
    expect(() =>
      encodeZatcaTlv({
        sellerName: 'ش'.repeat(128),
        vatNumber: '1',
        timestamp: 't',
        total: '1',
        vatAmount: '1',
      }),
    ).toThrow(RangeError);
  });
});

describe('hand-written UTF-8 and base64', () => {
  it('agrees with Node for every script and length', () => {
    for (const text of ['', 'a', 'ab', 'abc', 'شركة', 'ہ€😀', 'الواحہ ایکسچینج']) {
      const fields = { sellerName: text, vatNumber: '3', timestamp: 't', total: '1', vatAmount: '0' };
      const node = Buffer.concat(
        Object.values(fields).map((v, i) =>
          Buffer.concat([Buffer.from([i + 1, Buffer.byteLength(v)]), Buffer.from(v)]),
        ),
      ).toString('base64');
      expect(zatcaQrPayload(fields)).toBe(node);
      expect(decodeZatcaQrPayload(node)).toEqual(fields);
    }
  });
});

describe('generic TLV records (phase 2 tags 6-9)', () => {
  it('writes bytes as they are and text as UTF-8, and reads them back in order', () => {
    const key = Uint8Array.from([0x30, 0x56, 0x00, 0xff]);
    const bytes = encodeTlv([
      { tag: 1, value: 'شركة' },
      { tag: 8, value: key },
    ]);
    expect([...bytes]).toEqual([
      1, 8, 0xd8, 0xb4, 0xd8, 0xb1, 0xd9, 0x83, 0xd8, 0xa9, 8, 4, 0x30, 0x56, 0x00, 0xff,
    ]);
    const records = decodeTlv(bytes);
    expect(records.map((r) => r.tag)).toEqual([1, 8]);
    expect(tlvText(records[0]!.value)).toBe('شركة');
    expect([...records[1]!.value]).toEqual([...key]);
  });

  it('refuses a value of 256 bytes and accepts one of 255', () => {
    expect(encodeTlv([{ tag: 9, value: new Uint8Array(255) }]).length).toBe(257);
    expect(() => encodeTlv([{ tag: 9, value: new Uint8Array(256) }])).toThrow(RangeError);
  });

  it('refuses a truncated record', () => {
    expect(() => decodeTlv(Uint8Array.from([6, 3, 65]))).toThrow('malformed');
  });
});
