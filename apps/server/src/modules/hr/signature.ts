import { UPLOAD_RULES } from '@waha/shared';
import { judgeFile, type FileProblem } from '../../lib/uploads/index.js';

/**
 * The PNG of a drawn signature sent as a data URL, judged by the uploads library like every other
 * upload: by its bytes (never the data URL's declared type), not empty, within the size, and drawn
 * again from its pixels so only the picture is stored. Otherwise why it is refused.
 */
export async function signaturePng(dataUrl: string): Promise<{ png: Buffer } | { refused: FileProblem }> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const judged = await judgeFile({ bytes }, UPLOAD_RULES.signature);
  return judged.ok ? { png: judged.file.bytes } : { refused: judged.reason };
}
