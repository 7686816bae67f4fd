import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import { FACTORS_KEY } from '../api/factors-api';
import { staffCall } from '../api/staff-api';
import { FactorError } from './factor-error';

const CodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** Recovery codes: how many are left, and a new set (shown once; the old set stops working). */
export function RecoverySection({ left }: { left: number }) {
  const { t } = useTranslation('staff');
  const queryClient = useQueryClient();
  const generate = useMutation({
    mutationFn: () => staffCall(CodesSchema, '/me/recovery-codes', { method: 'POST', body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FACTORS_KEY }),
  });
  return (
    <section aria-labelledby="recovery-title" className="rounded-lg bg-white p-4 shadow-sm">
      <h3 id="recovery-title" className="text-lg font-semibold text-brand-dark">
        {t('account.recovery.title')}
      </h3>
      <p className="mb-3 text-sm text-slate-700">{t('account.recovery.left', { count: left })}</p>
      {generate.data ? (
        <div role="status">
          <p className="mb-2 text-sm font-medium">{t('account.recovery.shown')}</p>
          <ul dir="ltr" aria-label={t('account.recovery.title')} className="grid grid-cols-2 gap-1 font-mono">
            {generate.data.recoveryCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </div>
      ) : (
        <Button variant="secondary" busy={generate.isPending} onClick={() => generate.mutate()}>
          {t('account.recovery.generate')}
        </Button>
      )}
      <div className="mt-3">
        <FactorError error={generate.error} />
      </div>
    </section>
  );
}
