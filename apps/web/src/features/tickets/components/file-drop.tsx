import { acceptOf, ticketFileProblem, UPLOAD_MESSAGES, UPLOAD_RULES } from '@waha/shared';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';

const MESSAGES = {
  empty: UPLOAD_MESSAGES.empty,
  type: 'tickets:validation.fileType',
  size: 'tickets:validation.fileTooBig',
} as const;

/**
 * Up to 3 files by drag and drop or the file picker. The browser's type and size give a first
 * answer here; the server judges the bytes again.
 */
export function FileDrop({
  files,
  onChange,
  error,
  progress,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  error?: string;
  /** Upload progress in percent while the form is being sent. */
  progress: number | null;
}) {
  const { t } = useTranslation('tickets');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [over, setOver] = useState(false);

  const add = (list: FileList | null) => {
    if (!list) return;
    const next = [...files];
    let refusal: string | null = null;
    for (const file of Array.from(list)) {
      const why = ticketFileProblem(file);
      if (why) refusal = MESSAGES[why];
      else if (next.length >= UPLOAD_RULES.tickets.maxFiles) refusal = 'tickets:validation.tooManyFiles';
      else next.push(file);
    }
    setProblem(refusal);
    onChange(next);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    add(event.dataTransfer.files);
  };
  const shown = problem ?? error;

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {t('support.files')}
      </label>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={`rounded-lg border-2 border-dashed p-4 text-center text-sm text-slate-700 ${over ? 'border-brand bg-brand/5' : 'border-slate-300'}`}
      >
        {t('support.dropHere')}{' '}
        <button
          type="button"
          className="font-medium text-brand underline"
          onClick={() => input.current?.click()}
        >
          {t('support.browse')}
        </button>
        <input
          ref={input}
          id={id}
          type="file"
          multiple
          accept={acceptOf(UPLOAD_RULES.tickets.types)}
          className="sr-only"
          aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            add(event.target.files);
            event.target.value = '';
          }}
        />
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t('support.filesHint')}
      </p>
      {files.length > 0 && (
        <ul className="flex flex-col gap-1">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="flex items-center justify-between gap-2 text-sm">
              <span className="truncate" dir="auto">
                {file.name}
              </span>
              <button
                type="button"
                className="text-red-700 underline"
                onClick={() => onChange(files.filter((_, i) => i !== index))}
              >
                {t('support.remove', { name: file.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {progress !== null && (
        <div className="flex flex-col gap-1">
          <progress
            className="w-full accent-brand"
            max={100}
            value={progress}
            aria-label={t('support.uploading', { percent: progress })}
          />
          <span className="text-xs text-slate-600" aria-live="polite">
            {t('support.uploading', { percent: progress })}
          </span>
        </div>
      )}
      {shown && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {t(shown, { defaultValue: shown })}
        </p>
      )}
    </div>
  );
}
