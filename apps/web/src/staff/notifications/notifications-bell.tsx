import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from './notifications-api';
import { NotificationList } from './notification-list';

/**
 * The shell's bell: how many notifications wait, and a panel listing them (a disclosure, not a
 * dialog: the page stays usable). Escape closes the panel and gives focus back to the button.
 */
export function NotificationsBell() {
  const { t } = useTranslation('staff');
  const items = useNotifications().data?.items ?? [];
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useId();
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen((now) => !now)}
        className="rounded border border-white/60 px-3 py-1 text-sm"
      >
        {t('notifications.bell', { count: items.length })}
      </button>
      <section
        id={panel}
        hidden={!open}
        aria-label={t('notifications.title')}
        className="absolute end-0 z-20 mt-2 w-80 max-w-[90vw] rounded border border-slate-200 bg-white p-3 text-slate-900 shadow-lg"
      >
        <NotificationList items={items} onOpen={() => setOpen(false)} />
      </section>
    </div>
  );
}
