import type { StaffAccountView } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useFormatList } from '../../../lib/use-staff-format';
import type { TableColumn } from '../shared/data-table';
import { WithName } from '../../with-name';
import type { AccountActions } from './use-account-actions';

function AccountButtons({ account: a, actions }: { account: StaffAccountView; actions: AccountActions }) {
  return (
    <span className="flex flex-wrap gap-2">
      <Button variant="secondary" onClick={() => actions.update(a, { active: !a.active })}>
        <WithName i18nKey={a.active ? 'accounts.disable' : 'accounts.enable'} name={a.name} />
      </Button>
      <Button variant="secondary" onClick={() => actions.endSessions(a)}>
        <WithName i18nKey="accounts.endSessions" name={a.name} />
      </Button>
      <Button variant="ghost" onClick={() => actions.resetFactor(a)}>
        <WithName i18nKey="accounts.resetFactor" name={a.name} />
      </Button>
    </span>
  );
}

/** The accounts table's columns; names are people's own, in whatever script they are written. */
export function useAccountColumns(actions: AccountActions): TableColumn<StaffAccountView>[] {
  const { t } = useTranslation('staff');
  const list = useFormatList();
  return [
    {
      id: 'employeeNumber',
      header: t('accounts.employeeNumber'),
      sortField: 'employeeNumber',
      dir: 'ltr',
      cell: (a) => a.employeeNumber,
    },
    { id: 'name', header: t('accounts.name'), sortField: 'name', dir: 'auto', cell: (a) => a.name },
    { id: 'roles', header: t('accounts.roles'), cell: (a) => list(a.roles.map((r) => t(`roles.${r}`))) },
    {
      id: 'active',
      header: t('common.status'),
      sortField: 'active',
      cell: (a) => (a.active ? t('accounts.active') : t('accounts.disabled')),
    },
    {
      id: 'actions',
      header: t('common.actions'),
      cell: (a) => <AccountButtons account={a} actions={actions} />,
    },
  ];
}
