import { acceptOf, UPLOAD_MESSAGES, UPLOAD_RULES, uploadProblem, type StaffTicket } from '@waha/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketBase } from './api/ticket';

/** The browser's first check of a response file (UPLOAD_RULES); the server judges the bytes. */
const FILE_MESSAGES = {
  empty: `common:${UPLOAD_MESSAGES.empty}`,
  type: 'tickets:validation.fileType',
  size: 'tickets:validation.fileTooBig',
} as const;

/** Links to the ticket's files of one kind (the customer's attachments, or response files). */
export function TicketFileLinks({
  ticket,
  kind,
  base,
}: {
  ticket: StaffTicket;
  kind: 'attachment' | 'response';
  base: TicketBase;
}) {
  const { t } = useTranslation(['staff', 'tickets']);
  const files = ticket.files.filter((f) => f.kind === kind);
  if (files.length === 0) return <p className="text-sm">{t('tickets.noFiles')}</p>;
  return (
    <ul className="text-sm">
      {files.map((f) => (
        <li key={f.id}>
          <a
            href={`/api/staff${base}/${ticket.id}/files/${f.id}`}
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
}

/** Attach one response file; the refusal (type, size) shows under the input. */
export function ResponseFileInput({
  serverError,
  onFile,
}: {
  serverError?: string;
  onFile: (body: FormData) => void;
}) {
  const { t } = useTranslation(['staff', 'tickets']);
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const error = problem ?? serverError;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {t('tickets.uploadFile')}
      </label>
      <input
        id={id}
        type="file"
        accept={acceptOf(UPLOAD_RULES.ticketResponses.types)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (!file) return;
          const found = uploadProblem(UPLOAD_RULES.ticketResponses, file);
          setProblem(found && t(FILE_MESSAGES[found]));
          e.target.value = '';
          if (found) return;
          const body = new FormData();
          body.append('file', file);
          onFile(body);
        }}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
