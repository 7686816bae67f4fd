import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { ReferenceFields } from '../components/reference-fields';
import { RequestFlow } from '../components/request-flow';
import { ServicePage } from '../components/service-page';
import { TransferStatus } from '../components/transfer-status';

const resolver = lazyResolver(async () => (await import('../model/remittance-resolvers')).inquiryResolver);

export function InquiryPage() {
  const { t } = useTranslation('remittance');
  const form = useForm({
    resolver,
    defaultValues: { reference: '', nationalId: '' },
  });
  return (
    <ServicePage title={t('inquiry.title')} intro={t('inquiry.intro')}>
      <RequestFlow
        service="inquiry"
        form={form}
        renderResult={(result) => result.transfer && <TransferStatus transfer={result.transfer} />}
      >
        <ReferenceFields
          reference={form.register('reference')}
          nationalId={form.register('nationalId')}
          errors={form.formState.errors}
        />
      </RequestFlow>
    </ServicePage>
  );
}
