import { formatDate, normalizeDigits } from '@waha/shared';
import { CalendarDays } from 'lucide-react';
import { lazy, Suspense, useRef, useState, type ChangeEvent, type Ref, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/use-language';
import { Field, inputClassName } from './field';
import { Icon } from './icon';
import type { TextFieldProps } from './text-field';

// The calendar (react-day-picker, Radix Popover) is code a visitor needs only once they reach for
// it: it loads on first hover, focus or press of the button, never with the page (ADR 2602).
const loadCalendar = () => import('./date-picker-popup');
const DatePickerPopup = lazy(loadCalendar);

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The typed date in words ("1 May 1990") once it is a real calendar date, else null. */
export function dateInWords(text: string, language: 'ar' | 'en' | 'ur'): string | null {
  const match = ISO_DATE.exec(normalizeDigits(text).trim());
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return formatDate(`${match[1]}-${match[2]}-${match[3]}`, language);
}

export type DateFieldProps = TextFieldProps & {
  /**
   * Offer a calendar beside the field (customer forms, issue 26): a button opens it, a picked day
   * is written into the field as if typed, so typing stays possible and validation is the same.
   */
  picker?: boolean;
};

/** Writes a value into a react-hook-form-registered input as typing would (its onChange runs). */
function typeInto(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A date typed year-month-day (the order is printed under the field) and echoed in words with the
 * month's name, so on an Arabic page it can never be read as mm/dd/yyyy the way the browser's own
 * date picker shows it. Arabic-Indic and Urdu digits are accepted (the shared schema normalises).
 * With `picker`, a calendar in the page's language and direction fills it too.
 */
export function DateField({
  onChange,
  hint,
  picker = false,
  label,
  error,
  className,
  required,
  ref,
  ...input
}: DateFieldProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement | null>(null);
  const words = dateInWords(text, language);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    onChange?.(event);
  };
  const setRef = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    assignRef(ref, element);
  };
  const named = typeof label === 'string' ? label : '';
  return (
    <Field
      label={label}
      error={error}
      required={required}
      className={className}
      hint={
        <>
          {hint}
          <span className="block">{t('dateField.format')}</span>
          {words && (
            <span className="block font-semibold text-slate-800" aria-live="polite">
              {words}
            </span>
          )}
        </>
      }
    >
      {(control) => (
        <div className="flex gap-2">
          <input
            ref={setRef}
            className={inputClassName}
            {...control}
            {...input}
            dir="ltr"
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('dateField.placeholder')}
            onChange={handleChange}
          />
          {picker && <CalendarButton input={inputRef} named={named} />}
        </div>
      )}
    </Field>
  );
}

/** The button beside the field that opens the calendar; a picked day is typed into `input`. */
function CalendarButton({ input, named }: { input: RefObject<HTMLInputElement | null>; named: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen((now) => !now)}
        onPointerEnter={() => void loadCalendar()}
        onFocus={() => void loadCalendar()}
        className="inline-flex shrink-0 items-center justify-center rounded-md border border-slate-300 bg-white px-3 text-brand hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand"
      >
        <Icon glyph={CalendarDays} className="size-5" />
        <span className="sr-only">
          {named ? t('dateField.pickFor', { label: named }) : t('dateField.pick')}
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <DatePickerPopup
            trigger={buttonRef}
            fieldName={named || undefined}
            value={normalizeDigits(input.current?.value ?? '').trim() || null}
            onPick={(day) => {
              if (input.current) typeInto(input.current, day);
              setOpen(false);
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}
