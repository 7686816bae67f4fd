import type { BulkResult } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert';

/**
 * What a bulk action did: how many changed and, per refused row, why (the error code's staff
 * message). `refused` words one refusal, naming the row as staff recognise it.
 */
export function BulkResultAlert({
  result,
  done,
  refused,
}: {
  result: BulkResult;
  done: string;
  refused: (id: string, reason: string) => string;
}) {
  const { t } = useTranslation('staff');
  return (
    <FormAlert tone={result.refused.length ? 'error' : 'success'}>
      <p>{done}</p>
      {result.refused.length > 0 && (
        <ul className="list-disc ps-5">
          {result.refused.map((r) => (
            <li key={r.reference}>
              {refused(r.reference, t(`errors.${r.code}`, { ns: ['staff', 'common'], defaultValue: r.code }))}
            </li>
          ))}
        </ul>
      )}
    </FormAlert>
  );
}
