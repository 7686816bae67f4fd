import { STAFF_ROLES, type StaffRole } from '@waha/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Form } from '../../../components/ui/form';
import { TextField } from '../../../components/ui/text-field';
import type { AccountDraft } from './api/accounts';
import type { AccountActions } from './use-account-actions';

const EMPTY: AccountDraft = { employeeNumber: '', email: '', name: '', roles: [] };

function RoleChoices({
  roles,
  onChange,
  error,
}: {
  roles: StaffRole[];
  onChange: (r: StaffRole[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('staff');
  return (
    <fieldset className="md:col-span-3">
      <legend className="text-sm font-medium">{t('accounts.roles')}</legend>
      <div className="flex flex-wrap gap-3">
        {STAFF_ROLES.map((role) => (
          <label key={role} className="flex items-center gap-1 text-sm">
            <input
              type="checkbox"
              checked={roles.includes(role)}
              onChange={(e) =>
                onChange(e.target.checked ? [...roles, role] : roles.filter((r) => r !== role))
              }
            />
            {t(`roles.${role}`)}
          </label>
        ))}
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A new account: employee number, email, name and roles; the server answers a set-up link. */
export function AccountCreateForm({ actions }: { actions: AccountActions }) {
  const { t } = useTranslation('staff');
  const [draft, setDraft] = useState<AccountDraft>(EMPTY);
  const errors = actions.fieldErrors;
  const text = (name: 'employeeNumber' | 'email' | 'name') => ({
    required: true,
    value: draft[name],
    error: errors[name]?.[0],
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [name]: e.target.value }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actions.create(draft, () => setDraft(EMPTY));
  };
  return (
    <Form
      onSubmit={submit}
      aria-label={t('accounts.create')}
      className="grid gap-3 rounded bg-white p-4 shadow-sm md:grid-cols-3"
    >
      <TextField
        label={t('accounts.employeeNumber')}
        dir="ltr"
        inputMode="numeric"
        {...text('employeeNumber')}
      />
      <TextField label={t('contact.email')} dir="ltr" type="email" {...text('email')} />
      <TextField label={t('accounts.name')} {...text('name')} />
      <RoleChoices
        roles={draft.roles}
        onChange={(roles) => setDraft({ ...draft, roles })}
        error={errors.roles?.[0]}
      />
      <Button type="submit" className="self-start" busy={actions.act.isPending}>
        {t('accounts.create')}
      </Button>
    </Form>
  );
}
