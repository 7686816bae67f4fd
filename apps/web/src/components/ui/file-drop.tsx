import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One file by drag and drop or the file picker (customer forms, the job application). The
 * browser's type and size give a first answer through `check`; the server judges the bytes again.
 */
export function FileDrop({
  label,
  required,
  accept,
  hint,
  check,
  file,
  error,
  onChange,
}: {
  label: string;
  required: boolean;
  /** MIME types the picker offers. */
  accept: readonly string[];
  /** What the drop area says (the kinds and the size limit). */
  hint: string;
  /** A message key when the picked file cannot be sent, else null. */
  check: (file: File) => string | null;
  file: File | null;
  /** A catalog key (namespaced keys work) or a text already translated by the API. */
  error?: string;
  onChange: (file: File | null, problem: string | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [over, setOver] = useState(false);

  const take = (picked: File | undefined) => {
    if (!picked) return;
    const problem = check(picked);
    onChange(problem ? null : picked, problem);
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
        className={`flex flex-col items-center gap-2 rounded-xl border-2 border-dashed p-4 text-center focus-within:ring-2 focus-within:ring-brand/40 ${over ? 'border-brand bg-sky-50' : 'border-slate-300 bg-white'}`}
      >
        <p className="text-sm text-slate-700">{hint}</p>
        <label
          htmlFor={id}
          className="cursor-pointer rounded-md border border-brand px-3 py-1 text-sm font-semibold text-brand"
        >
          {t('fileDrop.choose')}
          <span className="sr-only"> {label}</span>
        </label>
        <input
          id={id}
          type="file"
          accept={accept.join(',')}
          className="sr-only"
          aria-labelledby={`${id}-label`}
          aria-required={required}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            take(event.target.files?.[0]);
            // The same file picked again after a removal must fire a change.
            event.target.value = '';
          }}
        />
        {file && (
          <p className="text-sm text-slate-800" dir="auto">
            {t('fileDrop.chosen', { name: file.name })}{' '}
            <button type="button" className="text-red-700 underline" onClick={() => onChange(null, null)}>
              {t('fileDrop.remove')}
              <span className="sr-only"> {label}</span>
            </button>
          </p>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {t(error, { defaultValue: error })}
        </p>
      )}
    </div>
  );
}
