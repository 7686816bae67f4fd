import {
  acceptOf,
  StaffTicketSchema,
  UPLOAD_MESSAGES,
  UPLOAD_RULES,
  uploadProblem,
  type StaffMe,
} from '@waha/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextAreaField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/use-error-message';
import { ME_KEY, staffCall } from '../../api/staff-api';
import { useFormatDateTime } from '../../../lib/use-staff-format';
import { TicketClock } from './ticket-clock';
import { TicketNotes } from './ticket-notes';

/** One ticket for an officer. Customer text is rendered as text (React escapes it), never HTML. */
/** The browser's first check of a response file (UPLOAD_RULES); the server judges the bytes. */
const FILE_MESSAGES = {
  empty: `common:${UPLOAD_MESSAGES.empty}`,
  type: 'tickets:validation.fileType',
  size: 'tickets:validation.fileTooBig',
} as const;

export function TicketDetail({ id }: { id: string }) {
  const { t } = useTranslation('tickets');
  const when = useFormatDateTime();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const me = queryClient.getQueryData<StaffMe | null>(ME_KEY);
  const can = (permission: string) => me?.permissions.includes(permission as never) ?? false;
  const fileId = useId();
  const [response, setResponse] = useState('');
  const [resolution, setResolution] = useState('');
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const detail = useQuery({
    queryKey: ['staff', 'ticket', id],
    queryFn: () => staffCall(StaffTicketSchema, `/tickets/${id}`),
  });
  const act = useMutation({
    mutationFn: ({ path, body }: { path: string; body: unknown }) =>
      staffCall(StaffTicketSchema, `/tickets/${id}/${path}`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
  const fieldError = (name: string) =>
    act.error instanceof ApiError ? act.error.fieldErrors[name]?.[0] : undefined;
  if (!detail.data) return <p className="p-3">{t('desk.loading')}</p>;
  const tk = detail.data;
  const files = (kind: string) => tk.files.filter((f) => f.kind === kind);
  const fileLinks = (kind: string) =>
    files(kind).length === 0 ? (
      <p className="text-sm">{t('desk.noFiles')}</p>
    ) : (
      <ul className="text-sm">
        {files(kind).map((f) => (
          <li key={f.id}>
            <a
              href={`/api/staff/tickets/${tk.id}/files/${f.id}`}
              className="text-brand underline"
              dir="auto"
              download
            >
              {f.name}
            </a>
          </li>
        ))}
      </ul>
    );

  return (
    <div className="flex flex-col gap-4 border-t border-slate-200 p-3">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium">{t('desk.customer')}</dt>
        <dd dir="auto">{tk.name}</dd>
        <dt className="font-medium">{t('desk.nationalId')}</dt>
        <dd>
          <span dir="ltr">{tk.nationalId}</span>
        </dd>
        <dt className="font-medium">{t('desk.email')}</dt>
        <dd>
          <span dir="ltr">{tk.email}</span>
        </dd>
        <dt className="font-medium">{t('desk.phone')}</dt>
        <dd>
          <span dir="ltr">{tk.phone}</span>
        </dd>
        {tk.transactionNumber && (
          <>
            <dt className="font-medium">{t('desk.transactionNumber')}</dt>
            <dd>
              <span dir="ltr">{tk.transactionNumber}</span>
            </dd>
          </>
        )}
        <dt className="font-medium">{t('desk.category')}</dt>
        <dd>{t(`support.categories.${tk.category}`, { defaultValue: tk.category })}</dd>
        <dt className="font-medium">{t('desk.submitted')}</dt>
        <dd>{when(tk.createdAt)}</dd>
        <dt className="font-medium">{t('desk.target')}</dt>
        <dd className="flex gap-2">
          {when(tk.targetAt)} <TicketClock targetAt={tk.targetAt} status={tk.status} />
        </dd>
        <dt className="font-medium">{t('desk.description')}</dt>
        <dd className="whitespace-pre-wrap break-words" dir="auto">
          {tk.description}
        </dd>
      </dl>
      <section className="flex flex-col gap-1">
        <h3 className="font-semibold">{t('desk.attachments')}</h3>
        {fileLinks('attachment')}
      </section>
      {act.isError && !fieldError('text') && !fieldError('response') && !fieldError('resolution') && (
        <FormAlert tone="error">{errorMessage(act.error)}</FormAlert>
      )}
      {can('tickets.write') && me && tk.assigneeId !== me.id && tk.status !== 'closed' && (
        <Button
          variant="secondary"
          className="self-start"
          busy={act.isPending}
          onClick={() => act.mutate({ path: 'assign', body: { assigneeId: me.id } })}
        >
          {t('desk.assignMe')}
        </Button>
      )}

      <TicketNotes
        notes={tk.notes}
        canWrite={can('tickets.write') && tk.status !== 'closed'}
        busy={act.isPending}
        error={fieldError('text')}
        onAdd={(text, needsReply) => act.mutateAsync({ path: 'notes', body: { text, needsReply } })}
      />

      <section className="flex flex-col gap-2">
        <h3 className="font-semibold">{t('desk.responseFiles')}</h3>
        {fileLinks('response')}
        {can('tickets.write') && tk.status !== 'closed' && (
          <div className="flex flex-col gap-1">
            <label htmlFor={fileId} className="text-sm font-medium">
              {t('desk.uploadFile')}
            </label>
            <input
              id={fileId}
              type="file"
              accept={acceptOf(UPLOAD_RULES.ticketResponses.types)}
              aria-invalid={Boolean(fileProblem ?? fieldError('files'))}
              aria-describedby={fileProblem || fieldError('files') ? `${fileId}-error` : undefined}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (!file) return;
                const problem = uploadProblem(UPLOAD_RULES.ticketResponses, file);
                setFileProblem(problem && t(FILE_MESSAGES[problem]));
                if (problem) {
                  e.target.value = '';
                  return;
                }
                const body = new FormData();
                body.append('file', file);
                act.mutate({ path: 'files', body });
                e.target.value = '';
              }}
            />
            {(fileProblem ?? fieldError('files')) && (
              <p id={`${fileId}-error`} role="alert" className="text-sm text-red-700">
                {fileProblem ?? fieldError('files')}
              </p>
            )}
          </div>
        )}
        {tk.response && <p className="whitespace-pre-wrap break-words text-sm">{tk.response}</p>}
        {can('tickets.write') && tk.status === 'open' && (
          <>
            <TextAreaField
              label={t('desk.response')}
              value={response}
              onChange={(e) => setResponse(e.target.value)}
              error={fieldError('response')}
              rows={3}
            />
            <Button
              className="self-start"
              busy={act.isPending}
              onClick={() => act.mutate({ path: 'solve', body: { response } })}
            >
              {t('desk.solve')}
            </Button>
          </>
        )}
      </section>

      {tk.resolution && (
        <p className="whitespace-pre-wrap break-words text-sm">
          {t('desk.resolution')}: {tk.resolution}
        </p>
      )}
      {can('escalation.write') && tk.status === 'escalated' && (
        <section className="flex flex-col gap-2">
          <TextAreaField
            label={t('desk.resolution')}
            value={resolution}
            onChange={(e) => setResolution(e.target.value)}
            error={fieldError('resolution')}
            rows={3}
          />
          <Button
            className="self-start"
            busy={act.isPending}
            onClick={() => act.mutate({ path: 'resolve', body: { resolution } })}
          >
            {t('desk.resolve')}
          </Button>
        </section>
      )}

      {tk.review && (
        <p className="text-sm">
          {t('desk.review')}: {t(`ticket.ratings.${tk.review.rating}`)}
          {tk.review.comment ? ` · ${tk.review.comment}` : ''}
        </p>
      )}
      <section aria-label={t('desk.history')}>
        <h3 className="font-semibold">{t('desk.history')}</h3>
        <ol className="text-sm">
          {tk.events.map((e, i) => (
            <li key={i}>
              {when(e.createdAt)} · {t(`desk.actions.${e.action}`, { defaultValue: e.action })} ·{' '}
              {t(`desk.actors.${e.actor}`)}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
