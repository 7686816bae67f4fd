import { zodResolver } from '@hookform/resolvers/zod';
import {
  CANNED_TEXT_FIELD,
  CannedReplyEditSchema,
  dirOf,
  LANGUAGES,
  type CannedReply,
  type CannedReplyEditInput,
} from '@waha/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { EditorFrame } from '../shared/editor-frame';
import { useDeskSubmit } from '../shared/use-desk-submit';
import { CANNED_KEY, saveCanned } from './api/canned';

const BLANK: CannedReplyEditInput = { code: '', title: '', textAr: '', textEn: '', textUr: '' };

/** Create or change one canned reply: code, title and the text in the three languages. */
export function CannedEditor({ reply, onDone }: { reply: CannedReply | null; onDone: () => void }) {
  const { t } = useTranslation('staff');
  const form = useForm({ resolver: zodResolver(CannedReplyEditSchema), defaultValues: reply ?? BLANK });
  const { submit, failure } = useDeskSubmit(
    form,
    CANNED_KEY,
    (body) => saveCanned(reply?.id ?? null, body),
    onDone,
  );
  const errors = form.formState.errors;
  const hint = t('canned.placeholders', { pName: '{{name}}', pTicket: '{{ticket}}', pDays: '{{daysLeft}}' });
  return (
    <EditorFrame
      label={reply ? t('canned.edit', { code: reply.code }) : t('canned.create')}
      onSubmit={submit}
      failure={failure}
      busy={form.formState.isSubmitting}
      onCancel={onDone}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={t('canned.code')}
          hint={t('canned.codeHint')}
          dir="ltr"
          required
          error={errors.code?.message}
          {...form.register('code')}
        />
        <TextField
          label={t('canned.titleField')}
          dir="auto"
          required
          error={errors.title?.message}
          {...form.register('title')}
        />
      </div>
      <p className="text-sm text-slate-700">{hint}</p>
      <div className="grid gap-4 lg:grid-cols-3">
        {LANGUAGES.map((lang) => {
          const name = CANNED_TEXT_FIELD[lang];
          return (
            <TextAreaField
              key={lang}
              lang={lang}
              dir={dirOf(lang)}
              rows={5}
              required
              label={`${t('canned.text')} (${t(`tickets.languages.${lang}`)})`}
              error={errors[name]?.message}
              {...form.register(name)}
            />
          );
        })}
      </div>
    </EditorFrame>
  );
}
