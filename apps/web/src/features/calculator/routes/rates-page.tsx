import { boardBranchOf, PLACEHOLDER_BRANCH_ID } from '@waha/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { RateBoard } from '../components/rate-board';
import { chooseBranch } from '../model/branch-store';

/**
 * /rates[?branch=]: the exchange-rate board on a page of its own, linked from the header. The
 * server renders the board's rows for the address's branch (else the first), so the table is in
 * the first paint; a branch chosen here goes into the address, so a reload or a shared link
 * shows the same branch at once.
 */
export function RatesPage() {
  const { t } = useTranslation('calculator');
  useDocumentTitle(t('board.title'));
  const [params, setParams] = useSearchParams();
  const choose = useCallback(
    (id: number, name: string) => {
      chooseBranch(id, name);
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id === PLACEHOLDER_BRANCH_ID) next.delete('branch');
          else next.set('branch', String(id));
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );
  return <RateBoard standalone addressBranch={boardBranchOf(params)} onChooseBranch={choose} />;
}
