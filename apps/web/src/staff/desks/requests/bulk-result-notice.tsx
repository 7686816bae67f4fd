import type { BulkResult } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert';

/** What a bulk action did: how many changed, and each refused request by reference with why. */
export function BulkResultNotice({ result }: { result: BulkResult }) {
  const { t } = useTranslation('staff');
  return (
    <FormAlert tone={result.refused.length ? 'error' : 'success'}>
      <p>{t('bulk.done', { count: result.updated.length })}</p>
      {result.refused.length > 0 && (
        <ul className="list-disc ps-5">
          {result.refused.map((r) => (
            <li key={r.reference}>
              <span dir="ltr">{r.reference}</span>:{' '}
              {t(`errors.${r.code}`, { ns: ['staff', 'common'], defaultValue: r.code })}
            </li>
          ))}
        </ul>
      )}
    </FormAlert>
  );
}
