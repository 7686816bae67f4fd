import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/text-field';

/**
 * A new note: internal (never shown to the customer), or one asking the customer to reply (sent
 * by SMS). The notes themselves read in the ticket's thread.
 */
export function TicketNoteForm({
  busy,
  error,
  onAdd,
}: {
  busy: boolean;
  error?: string;
  onAdd: (text: string, needsReply: boolean) => Promise<unknown>;
}) {
  const { t } = useTranslation('staff');
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
    <section aria-label={t('tickets.notes')} className="flex flex-col gap-2">
      <TextAreaField
        label={t('tickets.note')}
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
        {t('tickets.needsReply')}
      </label>
      <Button
        variant="secondary"
        className="self-start"
        disabled={!note.trim()}
        busy={busy}
        onClick={() => void add()}
      >
        {t('tickets.addNote')}
      </Button>
    </section>
  );
}
