import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';

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
      <TextField
        label={t('reference')}
        hint={t('referenceHint')}
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        required
        error={errors.reference?.message}
        {...reference}
      />
      <TextField
        label={t('nationalId')}
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        required
        error={errors.nationalId?.message}
        {...nationalId}
      />
    </>
  );
}
