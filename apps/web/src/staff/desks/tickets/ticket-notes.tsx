import type { StaffTicket } from '@waha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/text-field';
import { useFormatDateTime } from '../../../lib/use-staff-format';

/**
 * A ticket's notes: internal ones (never shown to the customer) and those asking the customer to
 * reply (sent by SMS), each with the customer's answer once it came.
 */
export function TicketNotes({
  notes,
  canWrite,
  busy,
  error,
  onAdd,
}: {
  notes: StaffTicket['notes'];
  canWrite: boolean;
  busy: boolean;
  error?: string;
  onAdd: (text: string, needsReply: boolean) => Promise<unknown>;
}) {
  const { t } = useTranslation('tickets');
  const when = useFormatDateTime();
  const [note, setNote] = useState('');
  const [needsReply, setNeedsReply] = useState(false);
  const add = async () => {
    try {
      await onAdd(note, needsReply);
      setNote('');
      setNeedsReply(false);
    } catch {
      // The detail shows the refusal; the text stays for another try.
    }
  };
  return (
    <section aria-label={t('desk.notes')} className="flex flex-col gap-2">
      <h3 className="font-semibold">{t('desk.notes')}</h3>
      <ul className="flex flex-col gap-1 text-sm">
        {notes.map((n) => (
          <li key={n.id} className="whitespace-pre-wrap break-words">
            {when(n.createdAt)} · {n.staff} · {t(n.needsReply ? 'desk.askedCustomer' : 'desk.internal')}:{' '}
            {n.text}
            {n.reply && (
              <p className="ms-4 text-slate-700">
                {t('desk.reply')}: {n.reply}
              </p>
            )}
          </li>
        ))}
      </ul>
      {canWrite && (
        <>
          <TextAreaField
            label={t('desk.note')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            error={error}
            rows={2}
          />
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={needsReply}
              onChange={(e) => setNeedsReply(e.target.checked)}
              className="size-5 accent-brand"
            />
            {t('desk.needsReply')}
          </label>
          <Button
            variant="secondary"
            className="self-start"
            disabled={!note.trim()}
            busy={busy}
            onClick={() => void add()}
          >
            {t('desk.addNote')}
          </Button>
        </>
      )}
    </section>
  );
}
