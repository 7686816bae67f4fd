/** The five fields of a ZATCA phase-1 simplified-invoice QR code, in tag order 1-5. */
export interface ZatcaInvoiceFields {
  sellerName: string;
  vatNumber: string;
  /** ISO 8601 date and time of the invoice. */
  timestamp: string;
  /** Invoice total including VAT, as decimal text. */
  total: string;
  vatAmount: string;
}

const FIELD_ORDER = ['sellerName', 'vatNumber', 'timestamp', 'total', 'vatAmount'] as const;

// The shared package runs in browsers and Node without DOM or Node typings, so UTF-8 and
// base64 are done here by hand (both are tiny and fully specified).
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

export function utf8Bytes(text: string): number[] {
  const out: number[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp < 0x80) out.push(cp);
    else if (cp < 0x800) out.push(0xc0 | (cp >> 6), 0x80 | (cp & 63));
    else if (cp < 0x10000) out.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
    else out.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
  }
  return out;
}

function utf8Text(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i]!;
    const extra = b < 0x80 ? 0 : b >= 0xf0 ? 3 : b >= 0xe0 ? 2 : b >= 0xc0 ? 1 : -1;
    if (extra < 0 || i + extra >= bytes.length + (extra ? 0 : 1)) throw new Error('invalid UTF-8');
    let cp = extra === 0 ? b : b & (0x3f >> extra);
    for (let k = 1; k <= extra; k++) {
      const next = bytes[i + k]!;
      if ((next & 0xc0) !== 0x80) throw new Error('invalid UTF-8');
      cp = (cp << 6) | (next & 63);
    }
    out += String.fromCodePoint(cp);
    i += extra + 1;
  }
  return out;
}

function toBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out += B64[(n >> 18) & 63]! + B64[(n >> 12) & 63]!;
    out += i + 1 < bytes.length ? B64[(n >> 6) & 63]! : '=';
    out += i + 2 < bytes.length ? B64[n & 63]! : '=';
  }
  return out;
}

function fromBase64(text: string): Uint8Array {
  const clean = text.replace(/=+$/, '');
  if (/[^A-Za-z0-9+/]/.test(clean)) throw new Error('invalid base64');
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const ch of clean) {
    buffer = (buffer << 6) | B64.indexOf(ch);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out.push((buffer >> bits) & 0xff);
    }
  }
  return Uint8Array.from(out);
}

/** One TLV record: a one-byte tag and its value (text is written as UTF-8, bytes as they are). */
export interface TlvRecord {
  tag: number;
  value: string | Uint8Array;
}

/**
 * Tag (1 byte), length (1 byte) and value per record, concatenated. The length counts bytes, not
 * characters: an Arabic seller name is about twice as long in bytes. A value over 255 bytes cannot
 * be written in one length byte and is refused (libraries that wrap the length make corrupt codes).
 * Phase 1 uses tags 1-5; phase 2 adds 6-9 (hash, signature, public key, certificate signature).
 */
export function encodeTlv(records: readonly TlvRecord[]): Uint8Array {
  const parts: number[] = [];
  for (const { tag, value } of records) {
    if (!Number.isInteger(tag) || tag < 1 || tag > 255) throw new RangeError(`bad TLV tag ${tag}`);
    const bytes = typeof value === 'string' ? utf8Bytes(value) : [...value];
    if (bytes.length > 255) throw new RangeError(`ZATCA TLV tag ${tag} is longer than 255 bytes`);
    parts.push(tag, bytes.length, ...bytes);
  }
  return Uint8Array.from(parts);
}

/** Reads TLV records back, in order; a truncated record is refused. */
export function decodeTlv(bytes: Uint8Array): { tag: number; value: Uint8Array }[] {
  const out: { tag: number; value: Uint8Array }[] = [];
  let i = 0;
  while (i < bytes.length) {
    const tag = bytes[i]!;
    const length = bytes[i + 1];
    if (length === undefined || i + 2 + length > bytes.length) throw new Error('malformed ZATCA TLV payload');
    out.push({ tag, value: bytes.slice(i + 2, i + 2 + length) });
    i += 2 + length;
  }
  return out;
}

/** The text of a TLV value (tags 1-7 are UTF-8 text). */
export const tlvText = (value: Uint8Array): string => utf8Text(value);

/** The five phase-1 fields as TLV (tags 1-5), the first part of every ZATCA QR code. */
export function encodeZatcaTlv(fields: ZatcaInvoiceFields): Uint8Array {
  return encodeTlv(FIELD_ORDER.map((name, index) => ({ tag: index + 1, value: fields[name] })));
}

export function zatcaQrPayload(fields: ZatcaInvoiceFields): string {
  return toBase64(encodeZatcaTlv(fields));
}

/** Reads a payload back (tests, and anyone checking an invoice); unknown tags are refused. */
export function decodeZatcaQrPayload(payload: string): ZatcaInvoiceFields {
  const out: Partial<Record<(typeof FIELD_ORDER)[number], string>> = {};
  for (const { tag, value } of decodeTlv(fromBase64(payload))) {
    const name = FIELD_ORDER[tag - 1];
    if (!name) throw new Error('malformed ZATCA TLV payload');
    out[name] = utf8Text(value);
  }
  for (const name of FIELD_ORDER) if (out[name] === undefined) throw new Error(`ZATCA TLV lacks ${name}`);
  return out as ZatcaInvoiceFields;
}
