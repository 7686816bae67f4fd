import { missingFiles, type FormToFill } from '@waha/shared';
import { useState } from 'react';

/** The files chosen for a form's file fields, and the message beside each that has a problem. */
export function useFormFiles(fields: FormToFill['fields']) {
  const [files, setFiles] = useState<Record<string, File>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  /** Marks the required files still missing; true when every file field is ready to send. */
  const check = () => {
    const missing = missingFiles(fields, new Set(Object.keys(files)));
    const next = { ...errors };
    // A file refused when picked (a .txt for an image) keeps its own message: "required" would
    // hide what was wrong with it.
    for (const [id, [key]] of Object.entries(missing)) next[id] ||= key!;
    setErrors(next);
    return Object.values(next).every((value) => !value);
  };

  const choose = (id: string, file: File | undefined, problem: string | null) => {
    setFiles(({ [id]: _old, ...rest }) => (file ? { ...rest, [id]: file } : rest));
    setErrors((current) => ({ ...current, [id]: problem ?? '' }));
  };

  /** Places the server's refusals of file fields beside them; true when there was one. */
  const refuse = (fieldErrors: Record<string, string[]>) => {
    const fileIds = new Set(fields.filter((f) => f.type === 'file').map((f) => f.id));
    const onFiles = Object.entries(fieldErrors).filter(([id]) => fileIds.has(id));
    setErrors((current) => ({
      ...current,
      ...Object.fromEntries(onFiles.map(([id, [m]]) => [id, m ?? ''])),
    }));
    return { fileIds, refused: onFiles.length > 0 };
  };

  return { files, errors, check, choose, refuse };
}

export type FormFiles = ReturnType<typeof useFormFiles>;
