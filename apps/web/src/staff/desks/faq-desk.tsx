import { zodResolver } from '@hookform/resolvers/zod';
import { FaqEditSchema, listOf, StaffFaqSchema, type FaqEdit, type StaffFaq } from '@waha/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { TextAreaField, TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api-client';
import { applyFieldErrors } from '../../lib/apply-field-errors';
import { useErrorMessage } from '../../lib/use-error-message';
import { useLanguage } from '../../lib/use-language';
import { staffCall } from '../api/staff-api';

const KEY = ['staff', 'faqs'];
const LANGS = ['ar', 'en', 'ur'] as const;
const BLANK: FaqEdit = {
  category: 'general',
  sortOrder: 100,
  question_ar: '',
  question_en: '',
  question_ur: '',
  answer_ar: '',
  answer_en: '',
  answer_ur: '',
};

/** The content desk's FAQ: question and answer in three languages side by side. */
export function FaqDesk() {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<StaffFaq | 'new' | null>(null);
  const list = useQuery({ queryKey: KEY, queryFn: () => staffCall(listOf(StaffFaqSchema), '/content/faqs') });
  const remove = useMutation({
    mutationFn: (id: number) => staffCall(z.null(), `/content/faqs/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
  const lang = language === 'en' ? 'en' : language === 'ur' ? 'ur' : 'ar';
  return (
    <section aria-labelledby="faq-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="faq-title" className="text-2xl font-bold text-brand-dark">
          {t('faq.title')}
        </h1>
        <Button onClick={() => setEditing('new')}>{t('faq.new')}</Button>
      </div>
      {editing && (
        <FaqEditor
          key={editing === 'new' ? 'new' : editing.id}
          faq={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <ul className="flex flex-col gap-2">
        {list.data?.items.map((f) => (
          <li
            key={f.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded bg-white p-3 shadow-sm"
          >
            <span className="font-semibold">{f[`question_${lang}`]}</span>
            <span className="flex gap-2">
              <Button variant="secondary" onClick={() => setEditing(f)}>
                {t('faq.edit')}
              </Button>
              <Button
                variant="ghost"
                busy={remove.isPending && remove.variables === f.id}
                onClick={() => remove.mutate(f.id)}
              >
                {t('faq.remove')}
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function FaqEditor({ faq, onDone }: { faq: StaffFaq | null; onDone: () => void }) {
  const { t } = useTranslation('staff');
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FaqEdit, unknown, z.output<typeof FaqEditSchema>>({
    resolver: zodResolver(FaqEditSchema),
    defaultValues: faq ?? BLANK,
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      if (faq) await staffCall(StaffFaqSchema, `/content/faqs/${faq.id}`, { method: 'PUT', body });
      else await staffCall(StaffFaqSchema, '/content/faqs', { method: 'POST', body });
      await queryClient.invalidateQueries({ queryKey: KEY });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'validation_failed') {
        applyFieldErrors(error, form.setError, (field) => field as Path<FaqEdit>);
      } else setFailure(errorMessage(error));
    }
  });
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={faq ? t('faq.edit') : t('faq.new')}
      className="flex flex-col gap-4 rounded bg-white p-4 shadow"
    >
      <div className="grid gap-4 lg:grid-cols-3">
        {LANGS.map((lang) => (
          <fieldset
            key={lang}
            lang={lang}
            dir={lang === 'en' ? 'ltr' : 'rtl'}
            className="flex flex-col gap-3 rounded border border-slate-200 p-3"
          >
            <legend className="px-1 font-semibold">{t(`posts.languages.${lang}`)}</legend>
            <TextField
              label={`${t('faq.question')} (${t(`posts.languages.${lang}`)})`}
              required
              error={errors[`question_${lang}`]?.message}
              {...form.register(`question_${lang}`)}
            />
            <TextAreaField
              label={`${t('faq.answer')} (${t(`posts.languages.${lang}`)})`}
              required
              rows={4}
              error={errors[`answer_${lang}`]?.message}
              {...form.register(`answer_${lang}`)}
            />
          </fieldset>
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor="faq-category" className="text-sm font-medium">
            {t('faq.category')}
          </label>
          <select
            id="faq-category"
            className="rounded border border-slate-300 bg-white p-2"
            {...form.register('category')}
          >
            <option value="general">{t('faq.categories.general')}</option>
            <option value="app">{t('faq.categories.app')}</option>
          </select>
        </div>
        <TextField
          label={t('faq.order')}
          inputMode="numeric"
          dir="ltr"
          error={errors.sortOrder?.message}
          {...form.register('sortOrder')}
        />
      </div>
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <div className="flex gap-2">
        <Button type="submit" busy={form.formState.isSubmitting}>
          {t('common.save')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
