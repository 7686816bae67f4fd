import type { Storage } from '../../plugins/storage.js';

export interface FileToStore {
  key: string;
  bytes: Buffer;
  contentType: string;
}

/**
 * Writes the files, then runs `commit` (the transaction that writes the rows naming them): the
 * order that lets a crash leave at most an unnamed file, never a row without its file (the sweep
 * removes unnamed files later). When a write or the commit fails, every file written is deleted
 * again before the error goes on, so a refused or failed upload keeps nothing.
 */
export async function storeThenCommit<T>(
  storage: Storage,
  files: readonly FileToStore[],
  commit: () => Promise<T>,
): Promise<T> {
  const undo = () => Promise.all(files.map((file) => storage.delete(file.key).catch(() => undefined)));
  // allSettled: when one write fails, the undo must wait until the others are done too.
  const results = await Promise.allSettled(
    files.map((file) => storage.put(file.key, file.bytes, file.contentType)),
  );
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) {
    await undo();
    throw failed.reason;
  }
  try {
    return await commit();
  } catch (error) {
    await undo();
    throw error;
  }
}
