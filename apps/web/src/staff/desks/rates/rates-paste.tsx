import { parseRatesTable, type RateEdit } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/text-field';

/** A whole branch table pasted from a spreadsheet; unreadable lines are named, nothing is sent. */
export function RatesPaste({
  value,
  onChange,
  busy,
  onRows,
  onBadLines,
}: {
  value: string;
  onChange: (value: string) => void;
  busy: boolean;
  onRows: (rows: RateEdit[]) => void;
  onBadLines: (lines: number[]) => void;
}) {
  const { t } = useTranslation('staff');
  const submit = () => {
    const { rows, badLines } = parseRatesTable(value);
    if (badLines.length) onBadLines(badLines);
    // The server's schema checks each row; the parser only splits the lines into cells.
    else onRows(rows as RateEdit[]);
  };
  return (
    <div className="flex flex-col gap-2 rounded bg-white p-4 shadow-sm">
      <TextAreaField
        label={t('rates.paste')}
        hint={t('rates.pasteHint')}
        dir="ltr"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <Button className="self-start" disabled={!value.trim()} busy={busy} onClick={submit}>
        {t('rates.pasteSubmit')}
      </Button>
    </div>
  );
}
