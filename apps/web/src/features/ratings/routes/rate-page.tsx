import { RATING_QUESTIONS, type BranchRating, type BranchRatingInput } from '@waha/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Confirmation } from '../../../components/ui/confirmation';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-field';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useLanguage } from '../../../lib/use-language';
import { useBranches, useSendRating } from '../api/branch-ratings';
import { FaceRating } from '../components/face-rating';
import { Form } from '../../../components/ui/form';

const FIELDS = ['branchId', ...RATING_QUESTIONS, 'comment'] as const;

const resolver = lazyResolver<BranchRatingInput, BranchRating>(
  async () => (await import('../model/rating-resolver')).ratingResolver,
);

/**
 * /rate (PRODUCT.md section 9): the page a branch's QR poster opens (`?branch=ID` pre-selects
 * the branch). Three face-rated questions and an optional comment; "close" returns home.
 */
export function RatePage() {
  const { t } = useTranslation('ratings');
  useDocumentTitle(t('title'), t('description'));
  const language = useLanguage();
  const errorMessage = useErrorMessage();
  const branches = useBranches();
  const { form, send, invalid, onSubmit } = useRatingForm();
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-2xl font-bold text-brand md:text-3xl">{t('title')}</h1>
      <p className="mt-2 mb-6 text-slate-700">{t('intro')}</p>
      {send.isSuccess ? (
        <Confirmation message={t('thanks')}>
          <Link to="/" className="rounded-md bg-brand px-4 py-2 font-semibold text-white">
            {t('close')}
          </Link>
        </Confirmation>
      ) : (
        <Form noValidate onSubmit={onSubmit} className="flex flex-col gap-6 rounded-2xl bg-white p-6 shadow">
          <SelectField
            label={t('branch')}
            required
            error={errors.branchId?.message}
            placeholder={t('chooseBranch')}
            options={(branches.data ?? []).map((branch) => ({
              value: String(branch.id),
              label: branch.name[language],
            }))}
            {...register('branchId')}
          />
          {RATING_QUESTIONS.map((question) => (
            <FaceRating
              key={question}
              legend={t(`questions.${question}`)}
              field={register(question)}
              error={errors[question]?.message}
            />
          ))}
          <TextAreaField label={t('comment')} error={errors.comment?.message} {...register('comment')} />
          {invalid && <FormAlert tone="error">{t('fixErrors')}</FormAlert>}
          {send.isError && !invalid && (
            <FormAlert tone="error">{errorMessage(send.error) || t('failed')}</FormAlert>
          )}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" busy={send.isPending}>
              {t('send')}
            </Button>
            <Link
              to="/"
              className="rounded-md px-4 py-2 font-semibold text-brand underline underline-offset-4"
            >
              {t('close')}
            </Link>
          </div>
        </Form>
      )}
    </div>
  );
}

/** The form (the poster's branch chosen) and its send; the server's refusals go beside their fields. */
function useRatingForm() {
  const [params] = useSearchParams();
  const send = useSendRating();
  const [invalid, setInvalid] = useState(false);
  const form = useForm<BranchRatingInput, unknown, BranchRating>({
    resolver,
    defaultValues: { branchId: params.get('branch') ?? '', comment: '' },
  });

  const onSubmit = form.handleSubmit(
    async (values) => {
      setInvalid(false);
      try {
        await send.mutateAsync(values);
      } catch (error) {
        setInvalid(
          applyFieldErrors(error, form.setError, (field) =>
            (FIELDS as readonly string[]).includes(field) ? (field as (typeof FIELDS)[number]) : null,
          ),
        );
      }
    },
    () => setInvalid(true),
  );
  return { form, send, invalid, onSubmit };
}
