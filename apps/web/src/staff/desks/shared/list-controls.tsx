import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from './select-field';

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
  return (
    <SelectField
      label={t('common.status')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      options={[{ value: '', label: t('common.all') }, ...options]}
    />
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
