import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useStopAlert, useStopCheck } from '../api/rate-alerts';

/**
 * /rates/alerts/stop?t=<token>: the SMS's stop link. Opening it stops nothing (link previews
 * fetch it); the button POSTs the signed token. No login (ADR 2502).
 */
export function StopAlertPage() {
  const { t } = useTranslation('rate-alerts');
  const { t: tc } = useTranslation('calculator');
  useDocumentTitle(t('stop.title'));
  const [params] = useSearchParams();
  const token = params.get('t');
  const check = useStopCheck(token);
  const stop = useStopAlert();
  const view = stop.data ?? check.data;
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-start gap-4 px-4 py-10">
      <h1 className="text-2xl font-bold text-brand md:text-3xl">{t('stop.title')}</h1>
      {check.isPending && token && <Spinner label={t('stop.title')} />}
      {(!token || check.isError || stop.isError) && <FormAlert tone="error">{t('stop.invalid')}</FormAlert>}
      {view && (
        <p>
          {t('stop.describe', {
            currency: view.currency,
            branch: tc(`branch.names.${view.branch}`, { defaultValue: String(view.branch) }),
          })}
        </p>
      )}
      {stop.isSuccess && <FormAlert tone="success">{t('stop.stopped')}</FormAlert>}
      {!stop.isSuccess && check.data && !check.data.active && (
        <FormAlert tone="success">{t('stop.alreadyEnded')}</FormAlert>
      )}
      {!stop.isSuccess && check.data?.active && (
        <Button busy={stop.isPending} onClick={() => stop.mutate(token!)}>
          {t('stop.button')}
        </Button>
      )}
      <Link to="/rates" className="text-brand underline">
        {t('stop.back')}
      </Link>
    </section>
  );
}
