/**
 * The one uploads library every upload route uses (issue 21, ADR 2102): multipart parsing whose
 * every malformation is a counted 4xx, judgement by content (images drawn again, PDFs checked by
 * a parser), one name cleaner, writes ordered file-then-row, and one way to send a file back.
 * Limits come from UPLOAD_RULES in packages/shared.
 */
export { collectParts, type ReceivedFile } from './collect.js';
export { judgeFile } from './judge.js';
export { judgeFiles, type AcceptedFile, type FileProblem } from './judge-files.js';
export { webVariants } from './images.js';
export { safeFileName } from './names.js';
export { refuse, uploadRefused } from './refusal.js';
export { sendStoredFile } from './send.js';
export { storeThenCommit, type FileToStore } from './store.js';
export { storedFileRows, type StoredFileColumns } from './file-rows.js';
