import type { TicketLookup, TicketView } from '@waha/shared';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CodeDialog } from '../../../components/ui/code-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextAreaField } from '../../../components/ui/text-field';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useErrorMessage } from '../../../lib/use-error-message';
import { ticketAction } from '../api/tickets-api';
import { FaceRating } from './face-rating';
import { useCodeStep } from './use-code-step';
import { Form } from '../../../components/ui/form';

/** What the customer just did, confirmed in place of the form (TicketDetails). */
export type TicketSent = 'replySent' | 'reviewSent' | 'confirmedYes' | 'confirmedNo';

const replyResolver = lazyResolver(
  async () => (await import('../model/ticket-resolvers')).ticketReplyResolver,
);
const reviewResolver = lazyResolver(
  async () => (await import('../model/ticket-resolvers')).ticketReviewResolver,
);

interface Props {
  lookup: TicketLookup;
  onChange: (view: TicketView, sent: TicketSent) => void;
}

/** The answer to the employee's note (at least 10 characters, confirmed with a code). */
export function ReplyForm({ lookup, onChange }: Props) {
  const { t } = useTranslation('tickets');
  // Busy while the code is asked for, so it loses focus: the dialog gives it back on Escape.
  const send = useRef<HTMLButtonElement>(null);
  const form = useForm({ resolver: replyResolver, defaultValues: { text: '' } });
  const step = useCodeStep(
    'reply',
    lookup,
    (code) => ticketAction('reply', { ...lookup, text: form.getValues('text'), code }),
    (view) => onChange(view, 'replySent'),
    t('ticket.failedReply'),
  );
  return (
    <>
      {/* The dialog stays outside the form: its own form's submit must not reach this one. */}
      {step.dialog && <CodeDialog key={step.dialog.sentKey} {...step.dialog} returnFocus={send} />}
      <Form noValidate onSubmit={form.handleSubmit(() => step.ask())} className="flex flex-col gap-3">
        <TextAreaField
          label={t('ticket.reply')}
          required
          error={form.formState.errors.text?.message}
          {...form.register('text')}
        />
        {step.error && <FormAlert tone="error">{step.error}</FormAlert>}
        <div>
          <Button ref={send} type="submit" busy={step.asking}>
            {t('ticket.replySubmit')}
          </Button>
        </div>
      </Form>
    </>
  );
}

/** Did the response solve it? Yes closes the ticket, no escalates it. */
export function ConfirmResolution({ lookup, onChange }: Props) {
  const { t } = useTranslation('tickets');
  const errorMessage = useErrorMessage();
  const [busy, setBusy] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  const answer = async (resolved: boolean) => {
    setBusy(resolved);
    setError(null);
    try {
      const view = await ticketAction('confirm', { ...lookup, resolved });
      onChange(view, resolved ? 'confirmedYes' : 'confirmedNo');
    } catch (problem) {
      setError(`${t('ticket.failedConfirm')} ${errorMessage(problem)}`);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <p className="font-medium text-slate-900">{t('ticket.confirmQuestion')}</p>
      <div className="flex flex-wrap gap-3">
        <Button busy={busy === true} disabled={busy !== null} onClick={() => void answer(true)}>
          {t('ticket.yes')}
        </Button>
        <Button
          variant="secondary"
          busy={busy === false}
          disabled={busy !== null}
          onClick={() => void answer(false)}
        >
          {t('ticket.no')}
        </Button>
      </div>
      {error && <FormAlert tone="error">{error}</FormAlert>}
    </div>
  );
}

/** The one review of a closed ticket: a face rating (required) and a comment, with a code. */
export function ReviewForm({ lookup, onChange }: Props) {
  const { t } = useTranslation('tickets');
  // Busy while the code is asked for, so it loses focus: the dialog gives it back on Escape.
  const send = useRef<HTMLButtonElement>(null);
  const form = useForm({
    resolver: reviewResolver,
    defaultValues: { rating: undefined as unknown as number, comment: '' },
  });
  const step = useCodeStep(
    'review',
    lookup,
    (code) =>
      ticketAction('review', {
        ...lookup,
        ...form.getValues(),
        rating: Number(form.getValues('rating')),
        code,
      }),
    (view) => onChange(view, 'reviewSent'),
    t('ticket.failedReview'),
  );
  return (
    <>
      {/* The dialog stays outside the form: its own form's submit must not reach this one. */}
      {step.dialog && <CodeDialog key={step.dialog.sentKey} {...step.dialog} returnFocus={send} />}
      <Form noValidate onSubmit={form.handleSubmit(() => step.ask())} className="flex flex-col gap-3">
        <h3 className="font-bold text-brand">{t('ticket.reviewTitle')}</h3>
        <FaceRating
          legend={t('ticket.rating')}
          registration={form.register('rating')}
          error={form.formState.errors.rating?.message}
        />
        <TextAreaField
          label={t('ticket.comment')}
          error={form.formState.errors.comment?.message}
          {...form.register('comment')}
        />
        {step.error && <FormAlert tone="error">{step.error}</FormAlert>}
        <div>
          <Button ref={send} type="submit" busy={step.asking}>
            {t('ticket.reviewSubmit')}
          </Button>
        </div>
      </Form>
    </>
  );
}
