import type { StaffBranch } from '@waha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { DeskHeader, DeskRow } from '../shared/desk-list';
import { useBranches } from './api/branches';
import { BranchEditor } from './branch-editor';

/** The content desk's branch information: location text, phone, map link, hours and days. */
export function BranchesDesk() {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const list = useBranches();
  const [editing, setEditing] = useState<StaffBranch | null>(null);
  return (
    <section aria-labelledby="branches-title" className="flex flex-col gap-4">
      <DeskHeader id="branches-title" title={t('branches.title')} />
      {editing && <BranchEditor key={editing.id} branch={editing} onDone={() => setEditing(null)} />}
      <ul className="flex flex-col gap-2">
        {list.data?.items.map((b) => (
          <DeskRow
            key={b.id}
            label={b[`name_${language}`]}
            meta={
              <span dir="ltr">
                {b.phone ?? '—'} · {b.opensAt}–{b.closesAt}
              </span>
            }
            editLabel={t('branches.edit')}
            onEdit={() => setEditing(b)}
          />
        ))}
      </ul>
    </section>
  );
}
