import type { RemittanceConfirmed, RemittanceService } from '@waha/shared';
import { useEffect, useRef, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CodeDialog } from '../../../components/ui/code-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { useVerifiedRequest } from './use-verified-request';
import { Form } from '../../../components/ui/form';

/**
 * A service form with its verification step: the page supplies the fields and how to show the
 * result; this component runs submit -> code dialog -> confirmation.
 */
export function RequestFlow<T extends FieldValues, O>({
  service,
  form,
  children,
  renderResult,
}: {
  service: RemittanceService;
  form: UseFormReturn<T, unknown, O>;
  children: ReactNode;
  renderResult: (result: RemittanceConfirmed) => ReactNode;
}) {
  const { t } = useTranslation('remittance');
  const flow = useVerifiedRequest(service, form);
  const resultRef = useRef<HTMLDivElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  // The dialog closes on a confirmed code: focus goes to the answer, not back to the page's top.
  useEffect(() => {
    if (flow.result) resultRef.current?.focus();
  }, [flow.result]);

  if (flow.result) {
    return (
      <div ref={resultRef} tabIndex={-1} className="flex flex-col gap-6 focus:outline-none">
        {renderResult(flow.result)}
        <div>
          <Button variant="secondary" onClick={flow.startOver}>
            {t('startOver')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <>
      <Form
        noValidate
        onSubmit={flow.onSubmit}
        className="flex flex-col gap-5 rounded-2xl bg-white p-6 shadow"
      >
        {children}
        {flow.formError && <FormAlert tone="error">{flow.formError}</FormAlert>}
        <p className="text-sm text-slate-600">{t('codeNote')}</p>
        <div>
          <Button ref={submitRef} type="submit" busy={flow.submitting}>
            {t('submit')}
          </Button>
        </div>
      </Form>
      {flow.dialog && <CodeDialog key={flow.dialog.sentKey} {...flow.dialog} returnFocus={submitRef} />}
    </>
  );
}

/** What every stored request shows: the reference to quote to customer service. */
export function RequestReceipt({ result, children }: { result: RemittanceConfirmed; children?: ReactNode }) {
  const { t } = useTranslation('remittance');
  return (
    <div className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow">
      <FormAlert tone="success">{t('received')}</FormAlert>
      <p className="text-slate-800">
        {t('referenceLabel')}:{' '}
        <strong dir="ltr" className="font-mono text-lg">
          {result.reference}
        </strong>
      </p>
      <p className="text-sm text-slate-600">{t('receivedNote')}</p>
      {children}
    </div>
  );
}
