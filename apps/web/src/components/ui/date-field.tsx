import { formatDate, normalizeDigits } from '@waha/shared';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/use-language';
import { TextField, type TextFieldProps } from './text-field';

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

/**
 * A date typed year-month-day (the order is printed under the field) and echoed in words with the
 * month's name, so on an Arabic page it can never be read as mm/dd/yyyy the way the browser's own
 * date picker shows it. Arabic-Indic and Urdu digits are accepted (the shared schema normalises).
 */
export function DateField({ onChange, hint, ...props }: TextFieldProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [text, setText] = useState('');
  const words = dateInWords(text, language);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    onChange?.(event);
  };
  return (
    <TextField
      {...props}
      dir="ltr"
      inputMode="numeric"
      autoComplete="off"
      placeholder={t('dateField.placeholder')}
      onChange={handleChange}
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
    />
  );
}
