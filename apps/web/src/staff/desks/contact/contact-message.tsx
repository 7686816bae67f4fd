import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useMarkHandled, type ContactMessageView } from './api/messages';

/** The message as the customer wrote it (React text, never HTML), and the handled toggle. */
export function ContactMessage({ message: m }: { message: ContactMessageView }) {
  const { t } = useTranslation('staff');
  const mark = useMarkHandled();
  return (
    <div className="flex flex-col gap-3 p-3">
      <p className="whitespace-pre-wrap break-words" dir="auto">
        {m.message}
      </p>
      <Button
        variant="secondary"
        className="self-start"
        busy={mark.isPending}
        onClick={() => mark.mutate({ id: m.id, handled: m.status !== 'handled' })}
      >
        {m.status === 'handled' ? t('contact.markNew') : t('contact.markHandled')}
      </Button>
    </div>
  );
}
