import type {
  CareerAttachment,
  CareerProgram,
  JobApplicationInput,
  JobApplicationSubmitted,
} from '@waha/shared';
import { answerSchema } from '../../../lib/parse-response';

/**
 * Sends the application as one multipart body: the answers as typed (the server normalises them
 * with the same schema), the program, each attachment under its kind and the signature PNG.
 */
export async function submitApplication(
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
  // The upload helper and the answer's schema check with zod: both load with the send, not the page.
  const [{ uploadWithProgress }, schema] = await Promise.all([
    import('../../../lib/upload-with-progress'),
    answerSchema('careers', 'JobApplicationSubmittedSchema'),
  ]);
  return uploadWithProgress('/api/careers/applications', body, schema, { onProgress });
}
