import { describe, expect, it } from 'vitest';
import type { AcceptedFile } from './judge-files.js';
import { storedFileRows } from './file-rows.js';

const file = (name: string, field = 'files'): AcceptedFile => ({
  field,
  name,
  bytes: Buffer.from(`bytes of ${name}`),
  truncated: false,
  mime: 'application/pdf',
  extension: 'pdf',
});

describe('storedFileRows, the rows of stored files for every owner', () => {
  it('keys each file by a fresh id with its checked extension, under a cleaned name, with its owner', () => {
    const files = [file('../../etc/passwd.exe'), file('cv.pdf', 'signature')];
    const { rows, writes } = storedFileRows(files, '2026-01-01T00:00:00.000Z', (f) => ({
      owner_id: 'T1',
      ...(f.field === 'signature' ? { file_name: 'signature.png' } : {}),
    }));
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((row) => row.id)).size).toBe(2);
    for (const [i, row] of rows.entries()) {
      expect(row).toMatchObject({
        owner_id: 'T1',
        storage_key: `${row.id}.pdf`,
        content_type: 'application/pdf',
        size: files[i]!.bytes.length,
        created_at: '2026-01-01T00:00:00.000Z',
      });
      expect(writes[i]).toEqual({
        key: row.storage_key,
        bytes: files[i]!.bytes,
        contentType: 'application/pdf',
      });
    }
    expect(rows[0]!.file_name).not.toMatch(/[/\\]|\.exe$/);
    expect(rows[1]!.file_name).toBe('signature.png');
  });
});
