import type { HrApplicationDetail } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { DetailSection } from './detail-section';

type Answers = Record<string, unknown>;
const isRecord = (value: unknown): value is Answers =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A field's label from the `hr` catalog (fields.<key>); a key it lacks is shown as it is stored. */
function useLabel() {
  const { t } = useTranslation(['staff', 'hr']);
  return (key: string) => t(`hr:fields.${key}`, { defaultValue: key });
}

function Value({ value }: { value: unknown }) {
  const { t } = useTranslation(['staff', 'hr']);
  if (value === null || value === undefined || value === '') return <>—</>;
  if (typeof value === 'boolean') return <>{t(value ? 'hr.yes' : 'hr.no')}</>;
  // A choice the form stores as a code (married, bachelor, yes...): its words from the catalog.
  if (typeof value === 'string' && /^[a-z_]+$/.test(value))
    return <>{t(`hr:values.${value}`, { defaultValue: value })}</>;
  // Customer-written text: React escapes it; `auto` lets Arabic and English each read their way.
  return <span dir="auto">{String(value)}</span>;
}

function Fields({ answers }: { answers: Answers }) {
  const label = useLabel();
  const plain = Object.entries(answers).filter(([, v]) => typeof v !== 'object' || v === null);
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
      {plain.map(([key, value]) => (
        <div key={key} className="flex flex-wrap gap-2">
          <dt className="font-medium text-slate-600">{label(key)}:</dt>
          <dd className="break-words">
            <Value value={value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A repeatable list (dependants, references, previous jobs...) as a table, one row per entry. */
function Rows({ title, rows }: { title: string; rows: unknown[] }) {
  const label = useLabel();
  const columns = [...new Set(rows.flatMap((row) => (isRecord(row) ? Object.keys(row) : [])))];
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="text-start font-semibold">{title}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className="border-b p-1 text-start">
                {label(c)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              {columns.map((c) => (
                <td key={c} className="border-b p-1">
                  <Value value={isRecord(row) ? row[c] : row} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Groups({ answers, depth = 3 }: { answers: Answers; depth?: 3 | 4 }) {
  const label = useLabel();
  const Heading = depth === 3 ? 'h3' : 'h4';
  return (
    <>
      <Fields answers={answers} />
      {Object.entries(answers).map(([key, value]) =>
        Array.isArray(value) ? (
          value.length > 0 && <Rows key={key} title={label(key)} rows={value} />
        ) : isRecord(value) ? (
          <div key={key} className="flex flex-col gap-2 border-t border-slate-100 pt-2">
            <Heading className="font-semibold">{label(key)}</Heading>
            <Groups answers={value} depth={4} />
          </div>
        ) : null,
      )}
    </>
  );
}

/** The answers as stored, and the sensitive block only when the server sent it (hr.sensitive). */
export function ApplicationAnswers({ application: a }: { application: HrApplicationDetail }) {
  const { t } = useTranslation(['staff', 'hr']);
  return (
    <>
      <DetailSection title={t('hr.answers')}>
        {a.answers ? <Groups answers={a.answers} /> : <p>{t('hr.noAnswers')}</p>}
      </DetailSection>
      <DetailSection title={t('hr.sensitive')}>
        {a.sensitive ? (
          <>
            <Groups answers={a.sensitive} />
            {a.sensitiveConsent && <p className="text-sm text-slate-600">{t('hr.consentGiven')}</p>}
          </>
        ) : (
          <p>{t(a.sensitiveHidden ? 'hr.sensitiveHidden' : 'hr.sensitiveNone')}</p>
        )}
      </DetailSection>
    </>
  );
}
