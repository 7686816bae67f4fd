import type { StaffNotification } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatRelative } from '../../lib/use-staff-format';
import { useDismissNotification } from './notifications-api';

/** The notifications, newest first: what each is about, how long is left now, open or dismiss. */
export function NotificationList({ items, onOpen }: { items: StaffNotification[]; onOpen: () => void }) {
  const { t } = useTranslation('staff');
  const relative = useFormatRelative();
  const dismiss = useDismissNotification();
  if (items.length === 0) return <p className="text-sm">{t('notifications.empty')}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {items.map((n) => (
        <li key={n.id} className="flex flex-col gap-1 border-b border-slate-100 pb-2 text-sm">
          <p>
            {t('notifications.ticketWarning', {
              id: n.recordId,
              when: n.targetAt ? relative(n.targetAt) : '',
            })}
          </p>
          <div className="flex gap-3">
            <Link
              to={`/staff/tickets?q=${encodeURIComponent(n.recordId)}`}
              onClick={onOpen}
              className="text-brand underline"
            >
              {t('notifications.open', { id: n.recordId })}
            </Link>
            <button
              type="button"
              className="text-slate-700 underline"
              disabled={dismiss.isPending}
              onClick={() => dismiss.mutate(n.id)}
            >
              {t('notifications.dismiss', { id: n.recordId })}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
