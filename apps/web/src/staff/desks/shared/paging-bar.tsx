import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

export const PAGE_SIZES = [25, 50, 100] as const;

/** Previous / next, "page x of y", the total, and the page size of a server-paged list. */
export function PagingBar({
  name,
  page,
  pageSize,
  total,
  onPage,
  onPageSize,
}: {
  name: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize?: ((pageSize: number) => void) | undefined;
}) {
  const { t } = useTranslation('staff');
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={t('table.paging', { name })} className="flex flex-wrap items-center gap-3 text-sm">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('common.previous')}
      </Button>
      <span aria-live="polite">{t('common.page', { page, pages })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('common.next')}
      </Button>
      <span>{t('table.total', { count: total })}</span>
      {onPageSize && (
        <span className="flex items-center gap-2">
          <label htmlFor={sizeId}>{t('table.pageSize')}</label>
          <select
            id={sizeId}
            value={pageSize}
            onChange={(e) => onPageSize(Number(e.target.value))}
            className="rounded border border-slate-300 bg-white p-1"
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </span>
      )}
    </nav>
  );
}
