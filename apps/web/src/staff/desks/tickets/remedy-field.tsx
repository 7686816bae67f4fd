import { TICKET_REMEDIES, type TicketRemedy } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { Field, inputClassName } from '../../../components/ui/field';

/**
 * The remedy given (refund, correction, apology, explanation, none): the closing field staff fill
 * when they solve or resolve a ticket (ADR 2303). Nothing is preselected, so it is a choice.
 */
export function RemedyField({
  value,
  onChange,
  error,
}: {
  value: TicketRemedy | '';
  onChange: (value: TicketRemedy | '') => void;
  error?: string;
}) {
  const { t } = useTranslation(['staff', 'complaints']);
  return (
    <Field label={t('complaints:remedy')} error={error} required className="flex max-w-xs flex-col gap-1">
      {(control) => (
        <select
          {...control}
          className={inputClassName}
          value={value}
          onChange={(e) => onChange(e.target.value as TicketRemedy | '')}
        >
          <option value="">{t('complaints.register.choose')}</option>
          {TICKET_REMEDIES.map((remedy) => (
            <option key={remedy} value={remedy}>
              {t(`complaints:remedies.${remedy}`)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
