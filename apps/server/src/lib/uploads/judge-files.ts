import type { UploadRule } from '@waha/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error.js';
import type { ReceivedFile } from './collect.js';
import { judgeFile, type JudgedFile, type Judgement } from './judge.js';
import { uploadRefused, type UploadArea } from './refusal.js';

export type FileProblem = Extract<Judgement, { ok: false }>['reason'];

export interface JudgeSpec {
  area: UploadArea;
  rule: UploadRule;
  /** The types one field accepts, when narrower than the rule's (careers kinds, form fields). */
  typesOf?: (field: string) => readonly string[];
  /** The message key shown under the field for each problem. */
  messageOf: (field: string, problem: FileProblem) => string;
  /** Whether images are drawn again here (false when the route re-encodes them itself). */
  reencode?: boolean;
}

export type AcceptedFile = ReceivedFile & JudgedFile;

/** One problem alone keeps its own status (413 too large, 415 type); several are a 400. */
const STATUS: Record<
  FileProblem,
  { status: number; code: 'payload_too_large' | 'unsupported_media_type' | 'validation_failed' }
> = {
  too_large: { status: 413, code: 'payload_too_large' },
  bad_type: { status: 415, code: 'unsupported_media_type' },
  unsafe: { status: 415, code: 'unsupported_media_type' },
  empty: { status: 400, code: 'validation_failed' },
};

/**
 * Judges every file of a request before any is kept, counting each refusal (area and reason) and
 * putting its message under its field, so a form shows every problem at once. `error` is the
 * refusal to throw when any file was refused; routes that merge it with other field errors (the
 * job application) read `fieldErrors` instead.
 */
export async function judgeFiles(
  request: FastifyRequest,
  files: readonly ReceivedFile[],
  spec: JudgeSpec,
): Promise<{ accepted: AcceptedFile[]; fieldErrors: Record<string, string[]>; error?: AppError }> {
  const accepted: AcceptedFile[] = [];
  const fieldErrors: Record<string, string[]> = {};
  const problems = new Set<FileProblem>();
  for (const file of files) {
    const judgement = await judgeFile(file, spec.rule, {
      types: spec.typesOf?.(file.field),
      reencode: spec.reencode,
    });
    if (judgement.ok) {
      accepted.push({ ...file, ...judgement.file });
      continue;
    }
    uploadRefused(request, spec.area, judgement.reason, null);
    problems.add(judgement.reason);
    const message = spec.messageOf(file.field, judgement.reason);
    const list = (fieldErrors[file.field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  if (problems.size === 0) return { accepted, fieldErrors };
  const { status, code } =
    problems.size === 1 ? STATUS[[...problems][0]!] : { status: 400, code: 'validation_failed' as const };
  return { accepted, fieldErrors, error: new AppError(status, code, fieldErrors) };
}
