import { FORM_FILE_KINDS, FORM_FILE_MAX_BYTES, type FormFileKind } from '@waha/shared';
import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';

const ACCEPT: Record<FormFileKind, string> = { pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg' };

/**
 * A file field with drag and drop. The browser's checks (type, size) only spare a wasted upload:
 * the server judges the bytes again and has the last word.
 */
export function FileDrop({
  label,
  required,
  kinds = FORM_FILE_KINDS,
  file,
  error,
  onChange,
}: {
  label: string;
  required: boolean;
  kinds?: readonly FormFileKind[];
  file: File | null;
  error?: string;
  onChange: (file: File | null, problem: string | null) => void;
}) {
  const { t } = useTranslation('forms');
  const { t: tCommon } = useTranslation();
  const id = useId();
  const [over, setOver] = useState(false);
  const accept = kinds.map((kind) => ACCEPT[kind]).join(',');

  const take = (picked: File | undefined) => {
    if (!picked) return;
    if (!kinds.some((kind) => ACCEPT[kind] === picked.type)) onChange(null, 'validation.fileType');
    else if (picked.size > FORM_FILE_MAX_BYTES) onChange(null, 'validation.fileTooBig');
    else onChange(picked, null);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files[0]);
  };

  return (
    <div className="flex flex-col gap-1">
      <span id={`${id}-label`} className="text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span aria-hidden="true" className="ms-0.5 text-red-700">
            *
          </span>
        )}
      </span>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={`flex flex-col items-center gap-2 rounded-xl border-2 border-dashed p-4 text-center ${over ? 'border-brand bg-sky-50' : 'border-slate-300 bg-white'}`}
      >
        <p className="text-sm text-slate-700">
          {t('fill.dropHint', { kinds: kinds.join(', ').toUpperCase() })}
        </p>
        <label
          htmlFor={id}
          className="cursor-pointer rounded-md border border-brand px-3 py-1 text-sm font-semibold text-brand"
        >
          {t('fill.chooseFile')}
          <span className="sr-only"> {label}</span>
        </label>
        <input
          id={id}
          type="file"
          accept={accept}
          className="sr-only"
          aria-labelledby={`${id}-label`}
          aria-required={required}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => take(event.target.files?.[0])}
        />
        {file && (
          <p className="text-sm text-slate-800" dir="auto">
            {t('fill.chosen', { name: file.name })}{' '}
            <button type="button" className="text-red-700 underline" onClick={() => onChange(null, null)}>
              {t('fill.removeFile')}
            </button>
          </p>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {tCommon(error, { defaultValue: error })}
        </p>
      )}
    </div>
  );
}
