import type {
  CareerAttachment,
  CareerProgram,
  JobApplicationInput,
  JobApplicationSubmitted,
} from '@waha/shared';
import { parseAnswer } from '../../../lib/parse-response';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

/**
 * Sends the application as one multipart body: the answers as typed (the server normalises them
 * with the same schema), the program, each attachment under its kind and the signature PNG.
 */
export function submitApplication(
  program: CareerProgram,
  answers: JobApplicationInput,
  files: Partial<Record<CareerAttachment, File>>,
  signature: Blob,
  onProgress: (percent: number) => void,
): Promise<JobApplicationSubmitted> {
  const body = new FormData();
  body.append('program', program);
  body.append('answers', JSON.stringify(answers));
  for (const [kind, file] of Object.entries(files)) if (file) body.append(kind, file, file.name);
  body.append('signature', signature, 'signature.png');
  // The answer's schema (and zod) load with the answer, not with the page.
  const parse = (data: unknown) => parseAnswer('careers', 'JobApplicationSubmittedSchema', data);
  return uploadWithProgress('/api/careers/applications', body, parse, { onProgress });
}
