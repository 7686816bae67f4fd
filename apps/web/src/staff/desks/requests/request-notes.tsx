import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/text-field';
import { useFormatDateTime } from '../../../lib/use-staff-format';
import type { RequestDetailView } from './api/requests';
import type { RequestActionState } from './use-request-action';

/** The request's status history and the staff notes, with a new note. */
export function RequestNotes(props: {
  request: RequestDetailView;
  action: RequestActionState;
  note: string;
  onNote: (text: string) => void;
}) {
  const { request: r, action, note, onNote } = props;
  const { t } = useTranslation('staff');
  const when = useFormatDateTime();
  return (
    <>
      <section aria-label={t('requests.history')}>
        <h3 className="font-semibold">{t('requests.history')}</h3>
        <ol className="text-sm">
          {r.events.map((e, i) => (
            <li key={i}>
              {when(e.createdAt)} · {t(`requests.statuses.${e.status}`, { defaultValue: e.status })}
              {e.note ? ` · ${e.note}` : ''}
            </li>
          ))}
        </ol>
      </section>
      <section aria-label={t('requests.notes')} className="flex flex-col gap-2">
        <h3 className="font-semibold">{t('requests.notes')}</h3>
        <ul className="text-sm">
          {r.notes.map((n) => (
            <li key={n.id} className="whitespace-pre-wrap">
              {when(n.createdAt)} · <span dir="auto">{n.staff}</span>: <span dir="auto">{n.text}</span>
            </li>
          ))}
        </ul>
        <TextAreaField
          label={t('requests.note')}
          value={note}
          onChange={(e) => onNote(e.target.value)}
          rows={2}
        />
        <Button
          variant="secondary"
          className="self-start"
          disabled={!note.trim()}
          busy={action.act.isPending}
          onClick={() => action.act.mutate({ path: 'notes', body: { text: note } })}
        >
          {t('requests.addNote')}
        </Button>
      </section>
    </>
  );
}
