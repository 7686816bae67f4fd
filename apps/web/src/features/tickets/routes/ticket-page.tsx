import { TICKET_TARGET_DAYS, type TicketLookup, type TicketView } from '@waha/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { DigitsField, TextField } from '../../../components/ui/text-field';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useErrorMessage } from '../../../lib/use-error-message';
import { checkTicket } from '../api/tickets-api';
import { statusBanner } from '../components/status-banner';
import type { TicketSent } from '../components/follow-up';
import { TicketDetails } from '../components/ticket-details';
import { Form } from '../../../components/ui/form';

const resolver = lazyResolver<TicketLookup>(
  async () => (await import('../model/ticket-resolvers')).ticketLookupResolver,
);

/** /ticket: request number + ID -> open, solved, no record or unknown, and the follow-up actions. */
export function TicketPage() {
  const { t } = useTranslation('tickets');
  const errorMessage = useErrorMessage();
  useDocumentTitle(t('ticket.title'));
  const [found, setFound] = useState<{ lookup: TicketLookup; view: TicketView; sent?: TicketSent } | null>(
    null,
  );
  const [error, setError] = useState<string | null>(null);
  const [params] = useSearchParams();
  const form = useForm<TicketLookup>({
    resolver,
    // The refusal on /support links here with the request number only (no personal data in the address).
    defaultValues: { requestId: params.get('request')?.slice(0, 20) ?? '', nationalId: '' },
  });

  const onSubmit = form.handleSubmit(async (lookup) => {
    setError(null);
    try {
      setFound({ lookup, view: await checkTicket(lookup) });
    } catch (problem) {
      if (
        !applyFieldErrors(problem, form.setError, (field) =>
          field in lookup ? (field as keyof TicketLookup) : null,
        )
      ) {
        setError(`${t('ticket.failedStatus')} ${errorMessage(problem)}`);
      }
    }
  });

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <div>
        <h1 className="text-2xl font-bold text-brand md:text-3xl">{t('ticket.title')}</h1>
        <p className="mt-2 text-slate-700">{t('ticket.intro')}</p>
      </div>
      <Form
        noValidate
        onSubmit={onSubmit}
        className="grid gap-5 rounded-2xl bg-white p-6 shadow md:grid-cols-2"
      >
        <TextField
          label={t('ticket.requestId')}
          dir="ltr"
          autoComplete="off"
          autoCapitalize="characters"
          required
          error={form.formState.errors.requestId?.message}
          {...form.register('requestId')}
        />
        <DigitsField
          label={t('ticket.nationalId')}
          required
          error={form.formState.errors.nationalId?.message}
          {...form.register('nationalId')}
        />
        {error && (
          <div className="md:col-span-2">
            <FormAlert tone="error">{error}</FormAlert>
          </div>
        )}
        <div className="md:col-span-2">
          <Button type="submit" busy={form.formState.isSubmitting}>
            {t('ticket.check')}
          </Button>
        </div>
      </Form>
      {found && (
        <div className="flex flex-col gap-4" aria-live="polite">
          <StatusBanner view={found.view} />
          {found.view.ticket && (
            <TicketDetails
              ticket={found.view.ticket}
              lookup={found.lookup}
              sent={found.sent}
              onChange={(view, sent) => setFound({ lookup: found.lookup, view, sent })}
            />
          )}
        </div>
      )}
    </div>
  );
}

/** One banner, matching the ticket's status; SAMA's route joins it once the target has passed. */
function StatusBanner({ view }: { view: TicketView }) {
  const { t } = useTranslation('tickets');
  const banner = statusBanner(view);
  return (
    <FormAlert tone={banner.tone}>
      {t(banner.key)}
      {banner.sama && ` ${t('ticket.samaEscalate', { days: TICKET_TARGET_DAYS })}`}
    </FormAlert>
  );
}
