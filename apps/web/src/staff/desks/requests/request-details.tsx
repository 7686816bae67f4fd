import { useTranslation } from 'react-i18next';
import { useFormatList } from '../../../lib/use-staff-format';

/** The fields a customer's request may hold (the remittance forms less reference and national ID). */
const FIELDS = [
  'currentBeneficiaryName',
  'newBeneficiaryName',
  'beneficiaryNationality',
  'beneficiaryMobile',
  'beneficiaryBirthDate',
  'beneficiaryBirthPlace',
  'reason',
  'refundMethod',
  'accountHolderName',
  'iban',
  'ibanConfirm',
  'bankName',
  'periodFrom',
  'periodTo',
  'movementTypes',
  'beneficiaries',
  'declaration',
] as const;
type Field = (typeof FIELDS)[number];
/** Codes and numbers read left to right in every language. */
const LTR: ReadonlySet<Field> = new Set([
  'beneficiaryMobile',
  'iban',
  'ibanConfirm',
  'periodFrom',
  'periodTo',
]);

/**
 * What the customer gave, each under its label from the catalog, never its field name; choices by
 * their names (a refund method, the types of operations), the declaration as accepted.
 */
export function RequestDetails({ details }: { details: Record<string, unknown> }) {
  const { t } = useTranslation('staff');
  const list = useFormatList();
  const text = (field: Field, value: unknown): string => {
    if (value === true) return t('requests.values.accepted');
    if (field === 'refundMethod') return t(`requests.values.refundMethod.${String(value)}`);
    if (field === 'movementTypes' && Array.isArray(value))
      return list(value.map((type) => t(`requests.values.movementTypes.${String(type)}`)));
    if (field === 'beneficiaries' && Array.isArray(value))
      return list(value.map((person) => String((person as { name?: unknown }).name ?? '')));
    return typeof value === 'string' ? value : JSON.stringify(value);
  };
  const shown = FIELDS.filter((field) => field in details && details[field] !== '');
  return shown.map((field) => (
    <div key={field} className="contents">
      <dt className="font-medium">{t(`requests.fields.${field}`)}</dt>
      <dd className="break-words text-start" dir={LTR.has(field) ? 'ltr' : 'auto'}>
        {text(field, details[field])}
      </dd>
    </div>
  ));
}
