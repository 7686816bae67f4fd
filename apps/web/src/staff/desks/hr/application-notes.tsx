import type { HrApplicationDetail, HrNote } from '@waha/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { ApiError } from '../../../lib/api-client';
import { useFormatDateTime } from '../../../lib/use-staff-format';
import { DetailSection } from './detail-section';
import { useApplicationWrite } from './api/applications';
import { Form } from '../../../components/ui/form';

/** HR's internal notes on the application (never shown to the applicant), newest last. */
export function ApplicationNotes({ application: a }: { application: HrApplicationDetail }) {
  const { t } = useTranslation('staff');
  const { t: common } = useTranslation();
  const when = useFormatDateTime();
  const id = useId();
  const [text, setText] = useState('');
  const add = useApplicationWrite<HrNote>(a.id, 'notes');
  const fieldError = add.error instanceof ApiError ? add.error.fieldErrors.text?.[0] : undefined;
  return (
    <DetailSection title={t('hr.notes')}>
      {a.notes.length === 0 ? (
        <p>{t('hr.noNotes')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {a.notes.map((n) => (
            <li key={n.id} className="rounded border border-slate-200 p-2">
              <p className="whitespace-pre-wrap break-words" dir="auto">
                {n.text}
              </p>
              <p className="text-xs text-slate-600">
                {n.author} · {when(n.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
      {!a.purgedAt && (
        <Form
          className="flex flex-col gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            add.mutate({ text }, { onSuccess: () => setText('') });
          }}
        >
          <label htmlFor={id} className="text-sm font-medium">
            {t('hr.newNote')}
          </label>
          <textarea
            id={id}
            rows={3}
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={Boolean(fieldError)}
            aria-describedby={fieldError ? `${id}-error` : undefined}
            className="rounded border border-slate-300 bg-white p-2"
          />
          {fieldError && (
            <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
              {common(fieldError, { defaultValue: fieldError })}
            </p>
          )}
          <Button type="submit" className="self-start" busy={add.isPending}>
            {t('hr.addNote')}
          </Button>
          {add.isSuccess && <FormAlert tone="success">{t('hr.noteAdded')}</FormAlert>}
        </Form>
      )}
    </DetailSection>
  );
}
