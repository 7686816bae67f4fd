import { CALL_OUTCOMES, type BulkResult, type CallRequestView } from '@waha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useStaffMe } from '../../api/staff-api';
import { BulkAssign } from '../shared/bulk-assign';
import { BulkResultAlert } from '../shared/bulk-result';
import { SelectField } from '../shared/select-field';
import { useCallAssignees } from './api/call-assignees';
import { useCallBulk } from './api/call-bulk';

type Outcome = (typeof CALL_OUTCOMES)[number];

/** Bulk actions on the selected call-backs: give them to someone, or record one outcome. */
export function CallsBulkBar({
  selected,
  rows,
  onDone,
}: {
  selected: ReadonlySet<string>;
  rows: readonly CallRequestView[];
  onDone: () => void;
}) {
  const { t } = useTranslation('staff');
  const me = useStaffMe().data;
  const people = useCallAssignees().data ?? [];
  const bulk = useCallBulk();
  const [outcome, setOutcome] = useState<Outcome>('called_back');
  const [result, setResult] = useState<BulkResult | null>(null);
  const ids = [...selected];
  const none = selected.size === 0;
  const run = (call: Parameters<typeof bulk.mutate>[0]) =>
    bulk.mutate(call, { onSuccess: (answer) => (setResult(answer), onDone()) });
  const nameOf = (id: string) => rows.find((row) => row.id === id)?.name ?? id;
  const label = t('calls.bulk.label', { count: selected.size });
  return (
    <div role="group" aria-label={label} className="flex flex-col gap-3 rounded bg-white p-3 shadow-sm">
      <div className="flex flex-wrap items-end gap-4">
        <span className="self-center text-sm font-medium">{label}</span>
        {me && (
          <BulkAssign
            people={people}
            me={me.id}
            labels={{
              assignTo: t('calls.bulk.assignTo'),
              me: t('calls.bulk.me'),
              nobody: t('calls.bulk.nobody'),
              assign: t('calls.bulk.assign'),
            }}
            disabled={none}
            busy={bulk.isPending && bulk.variables.path === 'assign'}
            onAssign={(assigneeId) => run({ path: 'assign', body: { ids, assigneeId } })}
          />
        )}
        <SelectField
          label={t('calls.bulk.status')}
          value={outcome}
          onChange={(e) => setOutcome(e.target.value as Outcome)}
          options={CALL_OUTCOMES.map((value) => ({ value, label: t(`calls.statuses.${value}`) }))}
        />
        <Button
          disabled={none}
          busy={bulk.isPending && bulk.variables.path === 'status'}
          onClick={() => run({ path: 'status', body: { ids, status: outcome } })}
        >
          {t('calls.bulk.apply')}
        </Button>
      </div>
      {result && (
        <BulkResultAlert
          result={result}
          done={t('calls.bulk.done', { count: result.updated.length })}
          refused={(id, reason) => t('calls.bulk.refused', { name: nameOf(id), reason })}
        />
      )}
    </div>
  );
}
