import type { StaffTicket } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useStaffMe } from '../../api/staff-api';
import { useTicket, type TicketBase } from './api/ticket';
import { useTicketAction } from './api/ticket-action';
import { TicketFacts } from './ticket-facts';
import { ResponseFileInput, TicketFileLinks } from './ticket-files';
import { TicketNoteForm } from './ticket-notes';
import { TicketReply } from './ticket-reply';
import { TicketThread } from './ticket-thread';

/** One ticket for an officer: facts, thread, then what they may do at its status. */
export function TicketDetail({ id, base = '/tickets' }: { id: string; base?: TicketBase }) {
  const { t } = useTranslation('staff');
  const detail = useTicket(id, base);
  if (!detail.data) return <p className="p-3">{t('tickets.loading')}</p>;
  return <TicketView ticket={detail.data} base={base} />;
}

function TicketView({ ticket: tk, base }: { ticket: StaffTicket; base: TicketBase }) {
  const { t } = useTranslation('staff');
  const errorMessage = useErrorMessage();
  const me = useStaffMe().data;
  const can = (permission: string) => me?.permissions.includes(permission as never) ?? false;
  const act = useTicketAction(tk.id);
  const fieldError = (name: string) =>
    act.error instanceof ApiError ? act.error.fieldErrors[name]?.[0] : undefined;
  const field = ['text', 'response', 'resolution', 'remedy', 'files'].some((name) => fieldError(name));
  const write = can('tickets.write') && tk.status !== 'closed';
  return (
    <div className="flex flex-col gap-4 border-t border-slate-200 p-3">
      <TicketFacts ticket={tk} />
      {write && me && tk.assigneeId !== me.id && (
        <Button
          variant="secondary"
          className="self-start"
          busy={act.isPending}
          onClick={() => act.mutate({ path: 'assign', body: { assigneeId: me.id } })}
        >
          {t('tickets.assignMe')}
        </Button>
      )}
      <section className="flex flex-col gap-1">
        <h2 className="font-semibold">{t('tickets.attachments')}</h2>
        <TicketFileLinks ticket={tk} kind="attachment" base={base} />
      </section>
      <TicketThread ticket={tk} />
      {act.isError && !field && <FormAlert tone="error">{errorMessage(act.error)}</FormAlert>}
      {write && (
        <TicketNoteForm
          busy={act.isPending}
          error={fieldError('text')}
          onAdd={(text, needsReply) => act.mutateAsync({ path: 'notes', body: { text, needsReply } })}
        />
      )}
      <section className="flex flex-col gap-2">
        <h2 className="font-semibold">{t('tickets.responseFiles')}</h2>
        <TicketFileLinks ticket={tk} kind="response" base={base} />
        {write && (
          <ResponseFileInput
            serverError={fieldError('files')}
            onFile={(body) => act.mutate({ path: 'files', body })}
          />
        )}
        {can('tickets.write') && tk.status === 'open' && (
          <TicketReply
            ticket={tk}
            label={t('tickets.response')}
            action={t('tickets.solve')}
            busy={act.isPending}
            error={{ text: fieldError('response'), remedy: fieldError('remedy') }}
            onSend={(response, remedy) => act.mutate({ path: 'solve', body: { response, remedy } })}
          />
        )}
      </section>
      {can('escalation.write') && tk.status === 'escalated' && (
        <TicketReply
          ticket={tk}
          base={base}
          label={t('tickets.resolution')}
          action={t('tickets.resolve')}
          busy={act.isPending}
          error={{ text: fieldError('resolution'), remedy: fieldError('remedy') }}
          onSend={(resolution, remedy) => act.mutate({ path: 'resolve', body: { resolution, remedy } })}
        />
      )}
    </div>
  );
}
