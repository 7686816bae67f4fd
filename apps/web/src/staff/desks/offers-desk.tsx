import { zodResolver } from '@hookform/resolvers/zod';
import {
  listOf,
  OFFER_MARKETS,
  OfferEditSchema,
  StaffOfferSchema,
  type OfferEdit,
  type StaffOffer,
} from '@waha/shared';
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

const KEY = ['staff', 'offers'];
const LANGS = ['ar', 'en', 'ur'] as const;
const BLANK: OfferEdit = {
  market: 'general',
  validUntil: '',
  sortOrder: 100,
  title_ar: '',
  title_en: '',
  title_ur: '',
  body_ar: '',
  body_en: '',
  body_ur: '',
};

/** The content desk's offers: three languages side by side, a market and a last day shown. */
export function OffersDesk() {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<StaffOffer | 'new' | null>(null);
  const list = useQuery({
    queryKey: KEY,
    queryFn: () => staffCall(listOf(StaffOfferSchema), '/content/offers'),
  });
  const remove = useMutation({
    mutationFn: (id: number) => staffCall(z.null(), `/content/offers/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
  const lang = language === 'en' ? 'en' : language === 'ur' ? 'ur' : 'ar';
  return (
    <section aria-labelledby="offers-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="offers-title" className="text-2xl font-bold text-brand-dark">
          {t('offers.title')}
        </h1>
        <Button onClick={() => setEditing('new')}>{t('offers.new')}</Button>
      </div>
      {editing && (
        <OfferEditor
          key={editing === 'new' ? 'new' : editing.id}
          offer={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <ul className="flex flex-col gap-2">
        {list.data?.items.map((f) => (
          <li
            key={f.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded bg-white p-3 shadow-sm"
          >
            <span className="font-semibold">{f[`title_${lang}`]}</span>
            <span className="flex gap-2">
              <Button variant="secondary" onClick={() => setEditing(f)}>
                {t('offers.edit')}
              </Button>
              <Button
                variant="ghost"
                busy={remove.isPending && remove.variables === f.id}
                onClick={() => remove.mutate(f.id)}
              >
                {t('offers.remove')}
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function OfferEditor({ offer, onDone }: { offer: StaffOffer | null; onDone: () => void }) {
  const { t } = useTranslation('staff');
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<OfferEdit, unknown, z.output<typeof OfferEditSchema>>({
    resolver: zodResolver(OfferEditSchema),
    defaultValues: offer ? { ...offer, validUntil: offer.validUntil ?? '' } : BLANK,
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      if (offer) await staffCall(StaffOfferSchema, `/content/offers/${offer.id}`, { method: 'PUT', body });
      else await staffCall(StaffOfferSchema, '/content/offers', { method: 'POST', body });
      await queryClient.invalidateQueries({ queryKey: KEY });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'validation_failed') {
        applyFieldErrors(error, form.setError, (field) => field as Path<OfferEdit>);
      } else setFailure(errorMessage(error));
    }
  });
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={offer ? t('offers.edit') : t('offers.new')}
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
              label={`${t('offers.titleField')} (${t(`posts.languages.${lang}`)})`}
              required
              error={errors[`title_${lang}`]?.message}
              {...form.register(`title_${lang}`)}
            />
            <TextAreaField
              label={`${t('offers.body')} (${t(`posts.languages.${lang}`)})`}
              required
              rows={4}
              error={errors[`body_${lang}`]?.message}
              {...form.register(`body_${lang}`)}
            />
          </fieldset>
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="flex flex-col gap-1">
          <label htmlFor="offer-market" className="text-sm font-medium">
            {t('offers.market')}
          </label>
          <select
            id="offer-market"
            className="rounded border border-slate-300 bg-white p-2"
            {...form.register('market')}
          >
            {OFFER_MARKETS.map((market) => (
              <option key={market} value={market}>
                {t(`offers.markets.${market}`)}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={t('offers.validUntil')}
          type="date"
          error={errors.validUntil?.message}
          {...form.register('validUntil')}
        />
        <TextField
          label={t('offers.order')}
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
