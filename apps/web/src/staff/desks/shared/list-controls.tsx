import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A list's status filter: "all" and the list's statuses; the server filters. */
export function StatusFilter({
  value,
  onChange,
  options,
}: {
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}) {
  const { t } = useTranslation('staff');
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {t('common.status')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="rounded border border-slate-300 bg-white p-2"
      >
        <option value="">{t('common.all')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The CSV export of what the list shows (same filters and sort, every page). */
export function CsvLink({ href }: { href: string }) {
  const { t } = useTranslation('staff');
  return (
    <a
      href={href}
      download
      className="rounded-md px-4 py-2 font-semibold text-brand underline underline-offset-4"
    >
      {t('audit.export')}
    </a>
  );
}

/** The cell that opens a row's detail under it (a message, a request). */
export function ExpandButton({
  open,
  onToggle,
  dir,
  children,
}: {
  open: boolean;
  onToggle: () => void;
  dir?: 'ltr';
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      dir={dir}
      aria-expanded={open}
      onClick={onToggle}
      className="text-start font-semibold text-brand underline underline-offset-4"
    >
      {children}
    </button>
  );
}
