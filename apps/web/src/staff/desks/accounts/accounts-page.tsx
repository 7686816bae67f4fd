import { StaffAccountViewSchema } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert';
import { DataTable } from '../shared/data-table';
import { useServerList } from '../shared/use-server-list';
import { AccountCreateForm } from './account-create-form';
import { useAccountColumns } from './account-columns';
import { ACCOUNTS_KEY } from './api/accounts';
import { useAccountActions } from './use-account-actions';

/** The admin's accounts: create (one-time set-up link), roles, disable, reset factor, end sessions. */
export function AccountsPage() {
  const { t } = useTranslation('staff');
  const actions = useAccountActions();
  const columns = useAccountColumns(actions);
  const { table } = useServerList(ACCOUNTS_KEY, '/accounts', StaffAccountViewSchema, {
    defaultSort: 'employeeNumber',
  });
  return (
    <section aria-labelledby="accounts-title" className="flex flex-col gap-4">
      <h1 id="accounts-title" className="text-2xl font-bold text-brand-dark">
        {t('accounts.title')}
      </h1>
      {actions.notice && (
        <FormAlert tone={actions.act.isError ? 'error' : 'success'}>{actions.notice}</FormAlert>
      )}
      {actions.link && (
        <FormAlert tone="info">
          {t('accounts.link')}{' '}
          <span dir="ltr" className="break-all font-mono">
            {actions.link}
          </span>
        </FormAlert>
      )}
      <AccountCreateForm actions={actions} />
      <DataTable caption={t('accounts.title')} columns={columns} rowId={(a) => a.id} {...table} />
    </section>
  );
}
