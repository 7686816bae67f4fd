import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';

/**
 * What a queue says when no row is there: under filters, that nothing matches them and a way to
 * show everything; without, that the queue is empty.
 */
export function QueueEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation('staff');
  if (!filtered) return <p>{t('queue.empty')}</p>;
  return (
    <p className="flex flex-wrap items-center gap-3">
      {t('queue.emptyFiltered')}
      <Button variant="secondary" onClick={onClear}>
        {t('queue.clearFilters')}
      </Button>
    </p>
  );
}

/** The queue could not be loaded: said at once (an alert), with another try. */
export function QueueError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('staff');
  return (
    <FormAlert tone="error">
      <p className="flex flex-wrap items-center gap-3">
        {t('queue.error')}
        <Button variant="secondary" onClick={onRetry}>
          {t('queue.retry')}
        </Button>
      </p>
    </FormAlert>
  );
}
