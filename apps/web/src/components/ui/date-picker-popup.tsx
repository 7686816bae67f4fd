import * as Popover from '@radix-ui/react-popover';
import { dateTimeFormat, NUMBERING_SYSTEM, type Language } from '@waha/shared';
import { useMemo, useRef, type RefObject } from 'react';
import { DayPicker, type Formatters, type Labels } from 'react-day-picker';
import 'react-day-picker/style.css';
import './date-picker.css';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/use-language';

export interface DatePickerPopupProps {
  /** The button that opened the calendar: the popover's anchor, and where focus returns. */
  trigger: RefObject<HTMLButtonElement | null>;
  /** The field's name, for the dialog's ("Calendar: ID expiry date"). */
  fieldName?: string;
  /** The day in the field, when it is one ("2030-05-01"). */
  value: string | null;
  onPick: (isoDay: string) => void;
  onClose: () => void;
}

/** A calendar day as the field holds it: the picker's days are local midnights. */
export function isoDayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function dateOf(isoDay: string | null): Date | undefined {
  const match = isoDay ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay) : null;
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return isoDayOf(date) === isoDay ? date : undefined;
}

/**
 * Month and weekday names, day numbers and the screen-reader labels in the page's language from
 * the browser's Intl data (date-fns has no Urdu locale), in the site's one digit style
 * (NUMBERING_SYSTEM, as every date the site prints).
 */
function useCalendarText(language: Language) {
  // Its own namespace, loaded with this code (the page's `common` stays small on first load).
  const { t } = useTranslation('date-picker');
  return useMemo(() => {
    const format = (options: Intl.DateTimeFormatOptions) => (date: Date) =>
      dateTimeFormat(language, { numberingSystem: NUMBERING_SYSTEM, ...options }).format(date);
    const fullDay = format({ dateStyle: 'full' });
    const formatters: Partial<Formatters> = {
      formatCaption: format({ month: 'long', year: 'numeric' }),
      formatMonthDropdown: format({ month: 'long' }),
      formatYearDropdown: format({ year: 'numeric' }),
      // Arabic has no short weekday names (the short ones are the full names, too wide for seven
      // columns on a phone): its narrow letters, with the full name for screen readers
      // (labelWeekday). Urdu's narrow ones are Latin letters, its short names are short enough.
      formatWeekdayName: format({ weekday: language === 'ar' ? 'narrow' : 'short' }),
      formatDay: format({ day: 'numeric' }),
    };
    const labels: Partial<Labels> = {
      labelNav: () => t('nav'),
      labelNext: () => t('next'),
      labelPrevious: () => t('previous'),
      labelMonthDropdown: () => t('month'),
      labelYearDropdown: () => t('year'),
      labelGrid: format({ month: 'long', year: 'numeric' }),
      labelWeekday: format({ weekday: 'long' }),
      labelDayButton: (date, modifiers) =>
        [modifiers.today ? t('today') : null, fullDay(date), modifiers.selected ? t('selected') : null]
          .filter(Boolean)
          .join(language === 'en' ? ', ' : '، '),
    };
    return { formatters, labels };
  }, [language, t]);
}

const YEARS_BACK = 100;
const YEARS_AHEAD = 30;

/**
 * The calendar of a date field (DateField with `picker`): react-day-picker in a Radix Popover
 * (non-modal: no injected styles, so the strict CSP holds), right to left in Arabic and Urdu.
 * Loaded only when a visitor opens it (ADR 2602). Focus goes to the chosen day (or today); arrows,
 * PageUp/PageDown, Home/End move; Enter picks; Escape closes; focus returns to the trigger.
 */
export default function DatePickerPopup({
  trigger,
  fieldName,
  value,
  onPick,
  onClose,
}: DatePickerPopupProps) {
  const language = useLanguage();
  const { t } = useTranslation('date-picker');
  const { formatters, labels } = useCalendarText(language);
  const selected = dateOf(value);
  const interactedOutside = useRef(false);
  const thisYear = new Date().getFullYear();
  return (
    <Popover.Root open onOpenChange={(open) => !open && onClose()}>
      <Popover.Anchor virtualRef={trigger} />
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={4}
          collisionPadding={8}
          aria-label={fieldName ? t('calendarFor', { label: fieldName }) : t('calendar')}
          dir={language === 'en' ? 'ltr' : 'rtl'}
          onInteractOutside={(event) => {
            // A press on the trigger toggles the calendar itself; anywhere else closes it and
            // keeps focus where the visitor put it.
            if (trigger.current?.contains(event.target as Node)) event.preventDefault();
            else interactedOutside.current = true;
          }}
          onOpenAutoFocus={(event) => {
            // DayPicker's autoFocus puts focus on the chosen day or today, not on the first button.
            event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!interactedOutside.current) trigger.current?.focus();
          }}
          className="waha-calendar z-40 rounded-xl border border-slate-200 bg-white p-3 shadow-lg"
        >
          <DayPicker
            mode="single"
            // Focus into the dialog the visitor just opened (the WAI-ARIA dialog pattern), on the
            // chosen day or today: not a page-load autofocus.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            required={false}
            selected={selected}
            defaultMonth={selected ?? new Date()}
            onSelect={(day) => {
              if (day) onPick(isoDayOf(day));
            }}
            captionLayout="dropdown"
            navLayout="after"
            startMonth={new Date(thisYear - YEARS_BACK, 0)}
            endMonth={new Date(thisYear + YEARS_AHEAD, 11)}
            dir={language === 'en' ? 'ltr' : 'rtl'}
            lang={language}
            numerals={NUMBERING_SYSTEM}
            weekStartsOn={0}
            formatters={formatters}
            labels={labels}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
