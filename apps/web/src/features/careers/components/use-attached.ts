import { CAREER_ATTACHMENTS, CAREER_FILE_RULES, CAREER_MESSAGES, type CareerAttachment } from '@waha/shared';
import { useState } from 'react';
import type { AttachmentErrors, Attachments } from './attachments-section';

export const isAttachment = (field: string): field is CareerAttachment =>
  (CAREER_ATTACHMENTS as readonly string[]).includes(field);

/** The application's files and signature, and the message beside each that has a problem. */
export function useAttached() {
  const [files, setFiles] = useState<Attachments>({});
  const [fileErrors, setFileErrors] = useState<AttachmentErrors>({});
  const [signed, setSigned] = useState(false);
  const [signatureError, setSignatureError] = useState<string | undefined>();

  /** Required files and the signature, checked with the answers so every problem shows at once. */
  const check = () => {
    const missing: AttachmentErrors = {};
    for (const kind of CAREER_ATTACHMENTS)
      if (CAREER_FILE_RULES.kinds[kind].required && !files[kind])
        missing[kind] = CAREER_MESSAGES.fileRequired;
    setFileErrors((current) => ({ ...current, ...missing }));
    setSignatureError(signed ? undefined : CAREER_MESSAGES.signatureRequired);
    return Object.keys(missing).length === 0 && signed;
  };

  const choose = (kind: CareerAttachment, file: File | null, problem: string | null) => {
    setFiles(({ [kind]: _old, ...rest }) => (file ? { ...rest, [kind]: file } : rest));
    setFileErrors((current) => ({ ...current, [kind]: problem ?? undefined }));
  };

  const sign = (png: string) => {
    setSigned(png !== '');
    if (png) setSignatureError(undefined);
  };

  /** Places the server's refusals of files and the signature beside them; true when there was one. */
  const refuse = (fields: Record<string, string[]>) => {
    const onFiles = Object.entries(fields).filter(([field]) => isAttachment(field));
    setFileErrors((current) => ({ ...current, ...Object.fromEntries(onFiles.map(([k, [m]]) => [k, m])) }));
    if (fields.signature?.[0]) setSignatureError(fields.signature[0]);
    return onFiles.length > 0 || Boolean(fields.signature);
  };

  return { files, fileErrors, signatureError, check, choose, sign, refuse };
}

export type Attached = ReturnType<typeof useAttached>;
