import { ContactMessageViewSchema } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CsvLink, StatusFilter } from '../shared/list-controls';
import { QueueDesk } from '../shared/queue-desk';
import { useQueueDesk } from '../shared/use-queue-desk';
import { CONTACT_KEY, CONTACT_LIST_PATH, useMarkManyHandled } from './api/messages';
import { useContactColumns } from './contact-columns';
import { ContactMessage } from './contact-message';

const STATUSES = ['new', 'handled'] as const;
const FILTERS = { status: 'new' };

/**
 * Contact messages. What customers wrote is rendered as React text (escaped), never as HTML; a
 * NUL character arrives as U+FFFD and is shown as such.
 */
export function ContactDesk() {
  const { t } = useTranslation('staff');
  const desk = useQueueDesk(CONTACT_KEY, CONTACT_LIST_PATH, ContactMessageViewSchema, {
    defaultSort: '-createdAt',
    filters: FILTERS,
  });
  const { selected } = desk;
  const markAll = useMarkManyHandled(desk.clearSelection);
  const columns = useContactColumns(desk.open, desk.setOpen);
  return (
    <QueueDesk
      desk={desk}
      id="contact-title"
      title={t('contact.title')}
      filters={
        <StatusFilter
          value={desk.filters.status}
          onChange={(value) => desk.setFilter('status', value)}
          options={STATUSES.map((s) => ({ value: s, label: t(`contact.statuses.${s}`) }))}
        />
      }
      tools={
        <>
          <Button
            variant="secondary"
            disabled={selected.size === 0}
            busy={markAll.isPending}
            onClick={() => markAll.mutate([...selected])}
          >
            {t('contact.markSelected', { count: selected.size })}
          </Button>
          <CsvLink href={`/api/staff${CONTACT_LIST_PATH}.csv?${desk.exportQuery}`} />
        </>
      }
      columns={columns}
      rowId={(m) => m.id}
      rowLabel={(m) => m.name}
      detail={(m) => desk.open === m.id && <ContactMessage message={m} />}
    />
  );
}
