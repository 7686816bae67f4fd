import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The desk's two views by the clock: unresolved tickets within their target, and those past it. */
const VIEWS = [
  { age: 'due', label: 'tickets.views.byTimeLeft' },
  { age: 'overdue', label: 'tickets.views.overdue' },
] as const;

/**
 * One press shows the queue by time left (nearest target first, the server's keyset order), or
 * only the overdue ones: both are the `age` filter with the deadline sort, kept in the address.
 * Pressing the view in force again shows every ticket.
 */
export function TicketViews({ age }: { age: string }) {
  const { t } = useTranslation('staff');
  const [, setParams] = useSearchParams();
  const choose = (value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const key of ['sort', 'after', 'page']) next.delete(key);
        if (value === age) next.delete('age');
        else next.set('age', value);
        return next;
      },
      { replace: true },
    );
  return (
    <div role="group" aria-label={t('tickets.views.label')} className="flex flex-wrap gap-2">
      {VIEWS.map((view) => (
        <button
          key={view.age}
          type="button"
          aria-pressed={age === view.age}
          onClick={() => choose(view.age)}
          className="rounded border border-brand px-3 py-1 text-sm text-brand aria-pressed:bg-brand aria-pressed:text-white"
        >
          {t(view.label)}
        </button>
      ))}
    </div>
  );
}
