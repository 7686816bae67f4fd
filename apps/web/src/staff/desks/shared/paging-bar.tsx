import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

export const PAGE_SIZES = [25, 50, 100] as const;

export interface PagingBarProps {
  name: string;
  page: number;
  pageSize: number;
  /** Rows matching (null while not counted); `totalCapped`: more than `total` match. */
  total: number | null;
  totalCapped?: boolean | undefined;
  /** The server said there is a page after this one (keyset paging); else from the total. */
  hasNext?: boolean | undefined;
  onPage: (page: number) => void;
  onPageSize?: ((pageSize: number) => void) | undefined;
}

/** "Page x of y" (or "of more than y", or just "page x" before the count is in). */
function PagePosition({ page, pageSize, total, totalCapped }: PagingBarProps) {
  const { t } = useTranslation('staff');
  if (total === null) return <span aria-live="polite">{t('table.pageOnly', { page })}</span>;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <span aria-live="polite">
      {totalCapped ? t('table.pageOfMore', { page, pages }) : t('common.page', { page, pages })}
    </span>
  );
}

/** Previous / next, the page, the count of matching rows, and the page size of a server-paged list. */
export function PagingBar(props: PagingBarProps) {
  const { name, page, pageSize, total, totalCapped, onPage, onPageSize } = props;
  const { t } = useTranslation('staff');
  const sizeId = useId();
  const hasNext = props.hasNext ?? (total !== null && page < Math.ceil(total / pageSize));
  return (
    <nav aria-label={t('table.paging', { name })} className="flex flex-wrap items-center gap-3 text-sm">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('common.previous')}
      </Button>
      <PagePosition {...props} />
      <Button variant="secondary" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        {t('common.next')}
      </Button>
      {total !== null && (
        <span>
          {totalCapped ? t('table.totalMore', { count: total }) : t('table.total', { count: total })}
        </span>
      )}
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
