import { zodResolver } from '@hookform/resolvers/zod';
import { FormAssignSchema, type StaffFormDefinition } from '@waha/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '../../../components/ui/form-alert';
import { DigitsField, TextAreaField } from '../../../components/ui/text-field';
import { useLanguage } from '../../../lib/use-language';
import { assignForm } from './api/definitions';
import { EditorFrame } from '../shared/editor-frame';
import { useDeskSubmit } from '../shared/use-desk-submit';

type AssignInput = z.input<typeof FormAssignSchema>;

/**
 * Give a form to one customer or many: national IDs pasted in any layout and any digits, and
 * optionally the transfer the form is about. Unknown or inactive customers are named back.
 */
export function AssignPanel({
  definition,
  listKey,
  onDone,
}: {
  definition: StaffFormDefinition;
  listKey: readonly unknown[];
  onDone: () => void;
}) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const [assigned, setAssigned] = useState<number | null>(null);
  // The server parses the pasted text itself, so what is sent is the text as typed (`raw`).
  const form = useForm<AssignInput>({
    resolver: zodResolver(FormAssignSchema, undefined, { raw: true }),
    defaultValues: { formId: definition.id, nationalIds: '', transferNumber: '' },
  });
  const errors = form.formState.errors;
  const { submit, failure } = useDeskSubmit(
    form,
    listKey,
    async (body) => {
      setAssigned(null);
      const result = await assignForm(body);
      setAssigned(result.assigned);
      form.reset({ formId: definition.id, nationalIds: '', transferNumber: '' });
    },
    () => undefined,
  );
  const title = t('forms.assignTitle', { title: definition.title[language] });
  return (
    <EditorFrame
      label={title}
      onSubmit={submit}
      failure={failure ?? (errors.formId?.message ? t(errors.formId.message) : null)}
      busy={form.formState.isSubmitting}
      onCancel={onDone}
      saveLabel={t('forms.assignSubmit')}
    >
      <h2 className="text-xl font-bold">{title}</h2>
      <TextAreaField
        label={t('forms.nationalIds')}
        hint={t('forms.nationalIdsHint')}
        dir="ltr"
        rows={4}
        required
        error={errors.nationalIds?.message}
        {...form.register('nationalIds')}
      />
      <DigitsField
        label={t('forms.transferNumber')}
        hint={t('forms.transferNumberHint')}
        className="flex max-w-xs flex-col gap-1"
        error={errors.transferNumber?.message}
        {...form.register('transferNumber')}
      />
      {assigned !== null && (
        <FormAlert tone="success">{t('forms.assignedResult', { count: assigned })}</FormAlert>
      )}
    </EditorFrame>
  );
}
