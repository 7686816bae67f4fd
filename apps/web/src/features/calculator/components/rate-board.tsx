import { BRANCH_IDS, formatDateTime, PLACEHOLDER_BRANCH_ID } from '@waha/shared';
import { lazy, Suspense, useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { useLanguage } from '../../../lib/use-language';
import { useExchangeRates, type BranchRates } from '../api/get-exchange-rates';
import { chooseBranch, setCheckBot, useBotCheckSolved, useRatesSelection } from '../model/branch-store';
import {
  boardView,
  toBoardRows,
  type BoardRow,
  type BoardSort,
  type BoardSortKey,
} from '../model/rate-board';
import { BranchSelect } from './branch-select';
import { CurrencyFlag } from './currency-flag';
import { RateQuote } from './rate-quote';
import { historyHref } from './rate-details';
import { Link } from 'react-router';

const BotCheck = lazy(() => import('./bot-check'));

/** On its own page the board shows a branch at once: the one chosen before, or the spec's first. */
const FIRST_BRANCH = BRANCH_IDS[0];

function SortButton({
  column,
  sort,
  onSort,
  children,
}: {
  column: BoardSortKey;
  sort: BoardSort;
  onSort: (key: BoardSortKey) => void;
  children: string;
}) {
  const { t } = useTranslation('calculator');
  const active = sort.key === column;
  return (
    <button
      type="button"
      onClick={() => onSort(column)}
      className="inline-flex items-center gap-1 rounded px-1 py-0.5 font-semibold hover:bg-brand/10"
    >
      {children}
      <span aria-hidden="true" className={active ? 'text-brand' : 'text-slate-400'}>
        {active ? (sort.ascending ? '▲' : '▼') : '↕'}
      </span>
      <span className="sr-only">{t('board.sortBy')}</span>
    </button>
  );
}

/**
 * The exchange-rate board (the regulator's "prominent rate board"): one branch's buy and sell price
 * for every currency, each as riyals per unit, with the update time and the indicative-rate note;
 * searchable and sortable. It calls the same rates API as the calculator, under the same limit and
 * bot check.
 */
export interface RateBoardProps {
  /**
   * On its own page the board is the heading (h1), picks the first branch when none was chosen
   * and shows the bot check itself; below the calculator it follows the calculator's branch (one
   * rates request for both) and leaves the bot check to the calculator.
   */
  standalone?: boolean;
  /** On its own page: the branch the address names (`?branch=`), which wins over the stored one. */
  addressBranch?: number | null;
  /** On its own page: what choosing a branch does (the page also writes it into its address). */
  onChooseBranch?: (id: number, name: string) => void;
}

export function RateBoard({ standalone = false, addressBranch = null, onChooseBranch }: RateBoardProps) {
  const Heading = standalone ? 'h1' : 'h2';
  const { t } = useTranslation('calculator');
  const language = useLanguage();
  const headingId = useId();
  const selection = useRatesSelection();
  const checkBot = selection.checkBot;
  // The server renders the address's branch, else the first (it cannot read storage); the page
  // hydrates with the same and then turns to the stored choice, if the address named none.
  const branch = !standalone
    ? selection.branch
    : (addressBranch ?? (selection.branch === PLACEHOLDER_BRANCH_ID ? FIRST_BRANCH : selection.branch));
  const [term, setTerm] = useState('');
  const onRateLimited = useCallback(() => setCheckBot(true), []);
  const branchId = branch === PLACEHOLDER_BRANCH_ID ? null : branch;
  // Below the calculator the board only reads the calculator's query (same key): every request
  // then goes through the calculator's request counter and bot check, and is made once.
  // The board keeps the last branch's rows (figures hidden) while another branch loads, so the
  // table holds its height and nothing below it moves.
  const rates = useExchangeRates(branchId, standalone && !checkBot, onRateLimited, undefined, {
    holdShape: true,
  });
  const loadingOther = rates.isPlaceholderData;
  const onSolved = useBotCheckSolved();
  const updatedAt = rates.data?.updatedAt;

  return (
    <section aria-labelledby={headingId} className="mx-auto w-full max-w-4xl px-4 py-8">
      <Heading id={headingId} className="mb-2 text-2xl font-bold text-brand md:text-3xl">
        {t('board.title')}
      </Heading>
      <p className="mb-4 text-slate-700">{t('board.intro')}</p>
      <div className="mb-4 grid gap-4 sm:grid-cols-2 sm:items-end">
        {checkBot && standalone ? (
          <Suspense fallback={<p className="text-sm text-slate-600">{t('branch.loading')}</p>}>
            <BotCheck onSolved={onSolved} />
          </Suspense>
        ) : checkBot ? (
          <p className="text-sm text-slate-700">{t('board.checkAbove')}</p>
        ) : (
          <BranchSelect
            value={branch}
            onChange={onChooseBranch ?? chooseBranch}
            onOpenChange={() => undefined}
            loading={rates.isFetching}
          />
        )}
        <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
          {t('board.search')}
          <input
            type="search"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            className="rounded-lg border border-slate-300 px-3 py-2 text-base font-normal"
          />
        </label>
      </div>
      {updatedAt && (
        <p className={`text-sm text-slate-700 ${loadingOther ? 'invisible' : ''}`}>
          {t('rates.updatedAt', { time: formatDateTime(updatedAt, language) })}
        </p>
      )}
      <p className="mb-3 text-sm text-slate-700">{t('rates.indicative')}</p>
      {rates.isError && !rates.isPlaceholderData && !checkBot && (
        <p role="status" className="mb-3 flex flex-wrap items-center gap-2 text-sm text-slate-700">
          {t('board.failed')}
          <button
            type="button"
            onClick={() => void rates.refetch()}
            className="font-semibold text-brand underline"
          >
            {t('board.retry')}
          </button>
        </p>
      )}
      {branchId === null && !checkBot && <p className="text-slate-700">{t('board.pickBranch')}</p>}
      {rates.isPending && branchId !== null && !checkBot && <Spinner label={t('branch.loading')} />}
      <BoardTable rates={rates.data} term={term} branch={branch} loadingOther={loadingOther} />
    </section>
  );
}

/** The branch's currencies, filtered by the search and sorted by the column the visitor chose. */
function BoardTable({
  rates,
  term,
  branch,
  loadingOther,
}: {
  rates: BranchRates | undefined;
  term: string;
  branch: number;
  loadingOther: boolean;
}) {
  const { t } = useTranslation('calculator');
  const language = useLanguage();
  const [sort, setSort] = useState<BoardSort>({ key: 'name', ascending: true });
  const rows = useMemo(() => (rates ? toBoardRows(rates.rows, language) : []), [rates, language]);
  const view = useMemo(() => boardView(rows, term, sort, language), [rows, term, sort, language]);
  const onSort = (key: BoardSortKey) =>
    setSort((current) => ({ key, ascending: current.key === key ? !current.ascending : true }));
  const header = (key: BoardSortKey, label: string) => (
    <th
      scope="col"
      aria-sort={sort.key === key ? (sort.ascending ? 'ascending' : 'descending') : undefined}
      className="p-2 text-start sm:p-3"
    >
      <SortButton column={key} sort={sort} onSort={onSort}>
        {label}
      </SortButton>
    </th>
  );
  if (rows.length === 0) return null;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-start text-sm" aria-busy={loadingOther || undefined}>
        <caption className="sr-only">
          {t('board.caption', { branch: t(`branch.names.${branch}`, { defaultValue: '' }) })}
        </caption>
        <thead className="bg-brand-light text-slate-800">
          <tr>
            {header('name', t('board.currency'))}
            {header('buy', t('board.buy'))}
            {header('sell', t('board.sell'))}
          </tr>
        </thead>
        <tbody>
          {view.map((row) => (
            <CurrencyRow key={row.code} row={row} branch={branch} loadingOther={loadingOther} />
          ))}
        </tbody>
      </table>
      {view.length === 0 && <p className="p-4 text-slate-700">{t('currency.noResults')}</p>}
    </div>
  );
}

function CurrencyRow({
  row,
  branch,
  loadingOther,
}: {
  row: BoardRow;
  branch: number;
  loadingOther: boolean;
}) {
  const { t } = useTranslation('calculator');
  // While another branch loads, the last one's figures keep their room unseen.
  const figures = `p-2 sm:p-3 ${loadingOther ? 'invisible' : ''}`;
  return (
    <tr className="border-t border-slate-100">
      <th scope="row" className="p-2 text-start font-normal sm:p-3">
        <span className="flex items-center gap-2">
          <CurrencyFlag country={row.flag} />
          <span className="flex flex-col sm:flex-row sm:gap-2">
            <span className="font-semibold">{row.code}</span>
            <span className="text-slate-700">{row.name}</span>
          </span>
          {branch !== PLACEHOLDER_BRANCH_ID && (
            <Link className="ms-auto text-brand underline" to={historyHref(branch, row.code)}>
              {t('rates.history', { currency: row.code })}
            </Link>
          )}
        </span>
      </th>
      <td className={figures}>
        <RateQuote code={row.code} quote={row.buy} />
      </td>
      <td className={figures}>
        <RateQuote code={row.code} quote={row.sell} />
      </td>
    </tr>
  );
}
