import { STAFF_ROLES, StaffAccountViewSchema, type StaffAccountView, type StaffRole } from '@waha/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/use-error-message';
import { staffCall } from '../../api/staff-api';
import { useFormatList } from '../../../lib/use-staff-format';
import { DataTable, type TableColumn } from '../shared/data-table';
import { useServerList } from '../shared/use-server-list';
import { Form } from '../../../components/ui/form';

const KEY = ['staff', 'accounts'];
const Created = z.object({ account: StaffAccountViewSchema, setupLink: z.string() });
const Link = z.object({ setupLink: z.string() });

/** The admin's accounts: create (one-time set-up link), roles, disable, reset factor, end sessions. */
export function AccountsPage() {
  const { t } = useTranslation('staff');
  const list = useFormatList();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const [link, setLink] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [draft, setDraft] = useState({ employeeNumber: '', email: '', name: '', roles: [] as StaffRole[] });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const { table } = useServerList(KEY, '/accounts', StaffAccountViewSchema, {
    defaultSort: 'employeeNumber',
  });
  const act = useMutation({
    mutationFn: async (run: () => Promise<unknown>) => run(),
    onMutate: () => {
      setNotice(null);
      setFieldErrors({});
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
    onError: (error) => {
      if (error instanceof ApiError) setFieldErrors(error.fieldErrors);
      setNotice(errorMessage(error));
    },
  });
  const create = (event: FormEvent) => {
    event.preventDefault();
    act.mutate(async () => {
      const result = await staffCall(Created, '/accounts', { method: 'POST', body: draft });
      setLink(result.setupLink);
      setDraft({ employeeNumber: '', email: '', name: '', roles: [] });
    });
  };
  const update = (a: StaffAccountView, body: object) =>
    act.mutate(() => staffCall(StaffAccountViewSchema, `/accounts/${a.id}`, { method: 'PATCH', body }));
  const resetFactor = (a: StaffAccountView) =>
    act.mutate(async () =>
      setLink(
        (await staffCall(Link, `/accounts/${a.id}/reset-factor`, { method: 'POST', body: {} })).setupLink,
      ),
    );
  const endSessions = (a: StaffAccountView) =>
    act.mutate(async () => {
      const { ended } = await staffCall(z.object({ ended: z.number() }), `/accounts/${a.id}/sessions`, {
        method: 'DELETE',
      });
      setNotice(t('accounts.ended', { count: ended }));
    });

  const columns: TableColumn<StaffAccountView>[] = [
    {
      id: 'employeeNumber',
      header: t('accounts.employeeNumber'),
      sortField: 'employeeNumber',
      dir: 'ltr',
      cell: (a) => a.employeeNumber,
    },
    { id: 'name', header: t('accounts.name'), sortField: 'name', cell: (a) => a.name },
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
      cell: (a) => (
        <span className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => update(a, { active: !a.active })}>
            {a.active ? t('accounts.disable', { name: a.name }) : t('accounts.enable', { name: a.name })}
          </Button>
          <Button variant="secondary" onClick={() => endSessions(a)}>
            {t('accounts.endSessions', { name: a.name })}
          </Button>
          <Button variant="ghost" onClick={() => resetFactor(a)}>
            {t('accounts.resetFactor', { name: a.name })}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <section aria-labelledby="accounts-title" className="flex flex-col gap-4">
      <h1 id="accounts-title" className="text-2xl font-bold text-brand-dark">
        {t('accounts.title')}
      </h1>
      {notice && <FormAlert tone={act.isError ? 'error' : 'success'}>{notice}</FormAlert>}
      {link && (
        <FormAlert tone="info">
          {t('accounts.link')}{' '}
          <span dir="ltr" className="break-all font-mono">
            {link}
          </span>
        </FormAlert>
      )}
      <Form
        onSubmit={create}
        aria-label={t('accounts.create')}
        className="grid gap-3 rounded bg-white p-4 shadow-sm md:grid-cols-3"
      >
        <TextField
          label={t('accounts.employeeNumber')}
          dir="ltr"
          inputMode="numeric"
          required
          value={draft.employeeNumber}
          error={fieldErrors.employeeNumber?.[0]}
          onChange={(e) => setDraft({ ...draft, employeeNumber: e.target.value })}
        />
        <TextField
          label={t('contact.email')}
          dir="ltr"
          type="email"
          required
          value={draft.email}
          error={fieldErrors.email?.[0]}
          onChange={(e) => setDraft({ ...draft, email: e.target.value })}
        />
        <TextField
          label={t('accounts.name')}
          required
          value={draft.name}
          error={fieldErrors.name?.[0]}
          onChange={(e) => setDraft({ ...draft, name: e.target.value })}
        />
        <fieldset className="md:col-span-3">
          <legend className="text-sm font-medium">{t('accounts.roles')}</legend>
          <div className="flex flex-wrap gap-3">
            {STAFF_ROLES.map((role) => (
              <label key={role} className="flex items-center gap-1 text-sm">
                <input
                  type="checkbox"
                  checked={draft.roles.includes(role)}
                  onChange={(e) =>
                    setDraft({
                      ...draft,
                      roles: e.target.checked
                        ? [...draft.roles, role]
                        : draft.roles.filter((r) => r !== role),
                    })
                  }
                />
                {t(`roles.${role}`)}
              </label>
            ))}
          </div>
          {fieldErrors.roles?.[0] && (
            <p role="alert" className="text-sm text-red-700">
              {fieldErrors.roles[0]}
            </p>
          )}
        </fieldset>
        <Button type="submit" className="self-start" busy={act.isPending}>
          {t('accounts.create')}
        </Button>
      </Form>
      <DataTable caption={t('accounts.title')} columns={columns} rowId={(a) => a.id} {...table} />
    </section>
  );
}
