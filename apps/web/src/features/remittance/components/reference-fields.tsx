import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DigitsField } from '../../../components/ui/text-field';

/**
 * The transfer (or transaction) number and the sender's ID that every service starts with. The
 * page registers them itself, in field order, so the first invalid field is the one focused.
 */
export function ReferenceFields({
  reference,
  nationalId,
  errors,
}: {
  reference: UseFormRegisterReturn;
  nationalId: UseFormRegisterReturn;
  errors: { reference?: { message?: string }; nationalId?: { message?: string } };
}) {
  const { t } = useTranslation('remittance');
  return (
    <>
      <DigitsField
        label={t('reference')}
        hint={t('referenceHint')}
        required
        error={errors.reference?.message}
        {...reference}
      />
      <DigitsField label={t('nationalId')} required error={errors.nationalId?.message} {...nationalId} />
    </>
  );
}
