import { BRANCH_IDS } from '@waha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert';
import { useRates } from './api/rates';
import { AlertCounts } from './alert-counts';
import { RateHistory } from './rate-history';
import { RatesPaste } from './rates-paste';
import { RatesTable, type RateDrafts } from './rates-table';
import { useRatesSave } from './use-rates-save';
import { SelectField } from '../shared/select-field';

/** The rates desk: a branch's table, edit a row or paste a table, checks, history. */
export function RatesDesk() {
  const { t } = useTranslation(['staff', 'calculator']);
  const [branch, setBranch] = useState<number>(BRANCH_IDS[0]);
  const [drafts, setDrafts] = useState<RateDrafts>({});
  const [confirm, setConfirm] = useState(false);
  const [paste, setPaste] = useState('');
  const { save, notice, setNotice, rowErrors } = useRatesSave(branch, confirm, () => {
    setDrafts({});
    setPaste('');
    setConfirm(false);
  });
  const rows = useRates(branch);

  return (
    <section aria-labelledby="rates-title" className="flex flex-col gap-6">
      <h1 id="rates-title" className="text-2xl font-bold text-brand-dark">
        {t('rates.title')}
      </h1>
      <SelectField
        label={t('rates.branch')}
        options={BRANCH_IDS.map((id) => ({
          value: String(id),
          label: t(`branch.names.${id}`, { ns: 'calculator' }),
        }))}
        value={branch}
        onChange={(e) => {
          setBranch(Number(e.target.value));
          setDrafts({});
        }}
        className="max-w-xs rounded border border-slate-300 bg-white p-2"
      />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={confirm} onChange={(e) => setConfirm(e.target.checked)} />
        {t('rates.confirm')}
      </label>
      {notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}
      <RatesTable
        rows={rows.data?.items ?? []}
        drafts={drafts}
        onDraftsChange={setDrafts}
        rowErrors={rowErrors}
        busy={save.isPending}
        onSaveRow={(edit) => save.mutate([edit])}
      />
      <RatesPaste
        value={paste}
        onChange={setPaste}
        busy={save.isPending}
        onRows={(parsed) => save.mutate(parsed)}
        onBadLines={(lines) =>
          setNotice({ tone: 'error', text: t('rates.badLines', { lines: lines.join(', ') }) })
        }
      />
      <AlertCounts branch={branch} />
      <RateHistory branch={branch} />
    </section>
  );
}
