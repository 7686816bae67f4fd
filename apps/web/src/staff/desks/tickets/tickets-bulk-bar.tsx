import {
  RemedySchema,
  TICKET_BULK_STATUSES,
  TicketBulkStatusSchema,
  type BulkResult,
  type TicketRemedy,
} from '@waha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/text-field';
import { useStaffMe } from '../../api/staff-api';
import { BulkAssign } from '../shared/bulk-assign';
import { BulkResultAlert } from '../shared/bulk-result';
import { SelectField } from '../shared/select-field';
import { useTicketAssignees } from './api/ticket-assignees';
import { useTicketBulk } from './api/ticket-bulk';
import { RemedyField } from './remedy-field';

type Target = (typeof TICKET_BULK_STATUSES)[number];

/**
 * Bulk actions on the selected tickets: assign them (to me, a colleague, nobody), or move them to
 * one status with the text that move needs. The server checks each ticket against the workflow
 * and names the ones it refused; the others changed together.
 */
export function TicketsBulkBar({ selected, onDone }: { selected: ReadonlySet<string>; onDone: () => void }) {
  const { t } = useTranslation('staff');
  const me = useStaffMe().data;
  const people = useTicketAssignees().data ?? [];
  const bulk = useTicketBulk();
  const [result, setResult] = useState<BulkResult | null>(null);
  const ids = [...selected];
  const run = (call: Parameters<typeof bulk.mutate>[0]) =>
    bulk.mutate(call, {
      onSuccess: (answer) => {
        setResult(answer);
        onDone();
      },
    });
  const label = t('tickets.bulk.label', { count: selected.size });
  return (
    <div role="group" aria-label={label} className="flex flex-col gap-3 rounded bg-white p-3 shadow-sm">
      <div className="flex flex-wrap items-end gap-4">
        <span className="self-center text-sm font-medium">{label}</span>
        {me && (
          <BulkAssign
            people={people}
            me={me.id}
            labels={{
              assignTo: t('tickets.bulk.assignTo'),
              me: t('tickets.bulk.me'),
              nobody: t('tickets.bulk.nobody'),
              assign: t('tickets.bulk.assign'),
            }}
            disabled={selected.size === 0}
            busy={bulk.isPending && bulk.variables.path === 'assign'}
            onAssign={(assigneeId) => run({ path: 'assign', body: { ids, assigneeId } })}
          />
        )}
      </div>
      <BulkStatus
        disabled={selected.size === 0}
        busy={bulk.isPending && bulk.variables.path === 'status'}
        onApply={(status, text, remedy) => run({ path: 'status', body: { ids, status, text, remedy } })}
      />
      {result && (
        <BulkResultAlert
          result={result}
          done={t('tickets.bulk.done', { count: result.updated.length })}
          refused={(id, reason) => t('tickets.bulk.refused', { id, reason })}
        />
      )}
    </div>
  );
}

/** The status part: the target status and the question or response sent to every customer. */
function BulkStatus({
  disabled,
  busy,
  onApply,
}: {
  disabled: boolean;
  busy: boolean;
  onApply: (status: Target, text: string, remedy?: TicketRemedy) => void;
}) {
  const { t } = useTranslation('staff');
  const [status, setStatus] = useState<Target>('solved');
  const [text, setText] = useState('');
  const [remedy, setRemedy] = useState<TicketRemedy | ''>('');
  const [error, setError] = useState<{ text?: string; remedy?: string }>({});
  const apply = () => {
    // The server's own schema: an empty text, or a solution without its remedy, is shown first.
    const parsed = TicketBulkStatusSchema.shape.text.safeParse(text);
    const given = status === 'solved' ? RemedySchema.safeParse(remedy) : null;
    setError({ text: parsed.error?.issues[0]?.message, remedy: given?.error?.issues[0]?.message });
    if (parsed.success && (!given || given.success)) onApply(status, parsed.data, given?.data);
  };
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SelectField
        label={t('tickets.bulk.status')}
        value={status}
        onChange={(e) => setStatus(e.target.value as Target)}
        options={TICKET_BULK_STATUSES.map((s) => ({ value: s, label: t(`tickets.statuses.${s}`) }))}
      />
      <TextAreaField
        label={t('tickets.bulk.text')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={error.text}
        rows={2}
        className="min-w-72 grow"
      />
      {status === 'solved' && <RemedyField value={remedy} onChange={setRemedy} error={error.remedy} />}
      <Button disabled={disabled} busy={busy} onClick={apply}>
        {t('tickets.bulk.apply')}
      </Button>
    </div>
  );
}
