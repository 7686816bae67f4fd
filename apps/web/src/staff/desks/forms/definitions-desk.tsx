import { StaffFormDefinitionSchema, type StaffFormDefinition } from '@waha/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../lib/use-language';
import { useFormatDateTime } from '../../../lib/use-staff-format';
import { DataTable, type TableColumn } from '../shared/data-table';
import { DeskHeader } from '../shared/desk-list';
import { useServerList } from '../shared/use-server-list';
import { AssignPanel } from './assign-panel';
import { DefinitionEditor } from './definition-editor';
import { DEFINITIONS_KEY, DEFINITIONS_LIST_PATH } from './api/definitions';

type Panel =
  | { kind: 'edit'; definition: StaffFormDefinition | null }
  | { kind: 'assign'; definition: StaffFormDefinition };

/** The forms desk's definitions: define and change forms, and give them to customers. */
export function FormDefinitionsDesk() {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const when = useFormatDateTime();
  const [panel, setPanel] = useState<Panel | null>(null);
  const { table } = useServerList(DEFINITIONS_KEY, DEFINITIONS_LIST_PATH, StaffFormDefinitionSchema, {
    defaultSort: 'id',
  });
  const columns = useMemo<TableColumn<StaffFormDefinition>[]>(
    () => [
      { id: 'id', header: t('forms.id'), sortField: 'id', dir: 'ltr', cell: (d) => d.id },
      { id: 'title', header: t('forms.formTitle'), cell: (d) => d.title[language] },
      { id: 'fields', header: t('forms.fieldsCount'), cell: (d) => d.fields.length },
      { id: 'assigned', header: t('forms.assignedCount'), cell: (d) => d.assigned },
      {
        id: 'active',
        header: t('common.status'),
        sortField: 'active',
        cell: (d) => (d.active ? t('forms.activeYes') : t('forms.activeNo')),
      },
      { id: 'updatedAt', header: t('forms.updated'), sortField: 'updatedAt', cell: (d) => when(d.updatedAt) },
      {
        id: 'actions',
        header: t('common.actions'),
        cell: (d) => (
          <span className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              aria-label={`${t('forms.edit')} ${d.title[language]}`}
              onClick={() => setPanel({ kind: 'edit', definition: d })}
            >
              {t('forms.edit')}
            </Button>
            <Button
              variant="secondary"
              disabled={!d.active}
              aria-label={t('forms.assignTitle', { title: d.title[language] })}
              onClick={() => setPanel({ kind: 'assign', definition: d })}
            >
              {t('forms.assign')}
            </Button>
          </span>
        ),
      },
    ],
    [t, language, when],
  );
  return (
    <section aria-labelledby="form-definitions-title" className="flex flex-col gap-4">
      <DeskHeader
        id="form-definitions-title"
        title={t('forms.definitionsTitle')}
        newLabel={t('forms.new')}
        onNew={() => setPanel({ kind: 'edit', definition: null })}
      />
      {panel?.kind === 'edit' && (
        <DefinitionEditor
          key={panel.definition?.id ?? 'new'}
          definition={panel.definition}
          listKey={DEFINITIONS_KEY}
          onDone={() => setPanel(null)}
        />
      )}
      {panel?.kind === 'assign' && (
        <AssignPanel
          key={panel.definition.id}
          definition={panel.definition}
          listKey={DEFINITIONS_KEY}
          onDone={() => setPanel(null)}
        />
      )}
      <DataTable caption={t('forms.definitionsTitle')} columns={columns} rowId={(d) => d.id} {...table} />
    </section>
  );
}
