import { acceptOf } from '@waha/shared';
import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface FileDropProps {
  label: string;
  required?: boolean;
  /** MIME types the picker offers (with their usual extensions). */
  accept: readonly string[];
  /** What the drop area says (the kinds and the size limit). */
  hint: string;
  /** How many files may be chosen; above one, each pick adds to the list. */
  max?: number;
  /** The message key when a pick would go past `max`. */
  tooMany?: string;
  /** A message key when the picked file cannot be sent, else null. */
  check: (file: File) => string | null;
  files: readonly File[];
  /** A catalog key (namespaced keys work) or a text already translated by the API. */
  error?: string;
  /** The files now chosen, and the message key of the last refused pick (null when none was). */
  onChange: (files: File[], problem: string | null) => void;
}

/**
 * Picked or dropped files through the browser's first check. With one file a new pick replaces
 * it (a refused one too, so a wrong file never stays beside its message); with more they add up.
 */
function addFiles(
  { files, max = 1, check, tooMany }: Pick<FileDropProps, 'files' | 'max' | 'check' | 'tooMany'>,
  picked: readonly File[],
): { files: File[]; problem: string | null } {
  const next = max === 1 ? [] : [...files];
  let problem: string | null = null;
  for (const file of max === 1 ? picked.slice(0, 1) : picked) {
    const why = check(file);
    if (why) problem = why;
    else if (next.length >= max) problem = tooMany ?? problem;
    else next.push(file);
  }
  return { files: next, problem };
}

/**
 * Files by drag and drop or the file picker (customer forms, the job application, support
 * tickets). The browser's type and size give a first answer through `check`; the server judges
 * the bytes again.
 */
export function FileDrop(props: FileDropProps) {
  const { label, required = false, accept, hint, max = 1, files, error, onChange } = props;
  const { t } = useTranslation();
  const id = useId();
  const [over, setOver] = useState(false);

  const take = (list: FileList | null | undefined) => {
    if (!list?.length) return;
    const added = addFiles(props, Array.from(list));
    onChange(added.files, added.problem);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files);
  };

  return (
    <div className="flex flex-col gap-1">
      <FieldLabel id={`${id}-label`} label={label} required={required} />
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={`flex flex-col items-center gap-2 rounded-xl border-2 border-dashed p-4 text-center focus-within:ring-2 focus-within:ring-brand/40 ${over ? 'border-brand bg-sky-50' : 'border-slate-300 bg-white'}`}
      >
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {hint}
        </p>
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
          multiple={max > 1}
          accept={acceptOf(accept)}
          className="sr-only"
          aria-labelledby={`${id}-label`}
          aria-required={required}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            take(event.target.files);
            // The same file picked again after a removal must fire a change.
            event.target.value = '';
          }}
        />
        <ChosenFiles
          id={`${id}-file`}
          files={files}
          onRemove={(index) =>
            onChange(
              files.filter((_, i) => i !== index),
              null,
            )
          }
        />
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {t(error, { defaultValue: error })}
        </p>
      )}
    </div>
  );
}

function FieldLabel({ id, label, required }: { id: string; label: string; required: boolean }) {
  return (
    <span id={id} className="text-sm font-medium text-slate-800">
      {label}
      {required && (
        <span aria-hidden="true" className="ms-0.5 text-red-700">
          *
        </span>
      )}
    </span>
  );
}

/** Each chosen file by name, with a button that removes it, named with the file for screen readers. */
function ChosenFiles({
  id,
  files,
  onRemove,
}: {
  id: string;
  files: readonly File[];
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  // "Chosen: {{name}}" around the name, which is data: isolated in its own direction, and what the
  // remove button is named after.
  const [before, after] = t('fileDrop.chosen', { name: '\u0000' }).split('\u0000');
  return (
    <ul className="flex w-full flex-col gap-1">
      {files.map((file, index) => (
        <li
          key={`${file.name}-${index}`}
          className="flex items-center justify-center gap-2 text-sm text-slate-800"
        >
          <span className="truncate" dir="auto">
            {before}
            <bdi id={`${id}-${index}`}>{file.name}</bdi>
            {after}
          </span>
          <button
            type="button"
            id={`${id}-${index}-remove`}
            aria-labelledby={`${id}-${index}-remove ${id}-${index}`}
            className="text-red-700 underline"
            onClick={() => onRemove(index)}
          >
            {t('fileDrop.remove')}
          </button>
        </li>
      ))}
    </ul>
  );
}
