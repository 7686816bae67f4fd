import { randomUUID } from 'node:crypto';
import type { AcceptedFile } from './judge-files.js';
import { safeFileName } from './names.js';
import type { FileToStore } from './store.js';

/** The columns every stored file's row has, whoever owns it (a ticket, a job application). */
export interface StoredFileColumns {
  id: string;
  storage_key: string;
  file_name: string;
  content_type: string;
  size: number;
  created_at: string;
}

/**
 * The rows of accepted files under random storage keys, and what to write for them (in that
 * order, by `storeThenCommit`). `own` gives each row its owner's columns; it may also name the
 * file where the sender's name means nothing (a drawn signature).
 */
export function storedFileRows<F extends AcceptedFile, Own extends object>(
  files: readonly F[],
  at: string,
  own: (file: F) => Own,
): { rows: (StoredFileColumns & Own)[]; writes: FileToStore[] } {
  const rows = files.map((file) => {
    const id = randomUUID();
    const columns: StoredFileColumns = {
      id,
      storage_key: `${id}.${file.extension}`,
      file_name: safeFileName(file.name, file.extension),
      content_type: file.mime,
      size: file.bytes.length,
      created_at: at,
    };
    return { ...columns, ...own(file) };
  });
  const writes = rows.map((row, i) => ({
    key: row.storage_key,
    bytes: files[i]!.bytes,
    contentType: row.content_type,
  }));
  return { rows, writes };
}
