import { zodResolver } from '@hookform/resolvers/zod';
import { ComplaintRegisterSchema, type ComplaintRegister, type ComplaintRegisterInput } from '@waha/shared';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { registerComplaint } from '../complaints/api/register-complaint';
import { EditorFrame } from '../shared/editor-frame';
import { useDeskSubmit } from '../shared/use-desk-submit';
import { RegisterFields } from './register-fields';

const EMPTY: ComplaintRegisterInput = {
  nationalId: '',
  name: '',
  phone: '',
  email: '',
  category: 'complaint',
  requestType: 'other',
  transactionNumber: '',
  description: '',
  language: 'ar',
  channel: 'phone',
  samacaresReference: '',
  branchId: '',
};

/**
 * Registering a complaint the customer brought by phone, at a branch or through SAMACares (ADR
 * 2303): a button that opens the form in place; the new ticket joins the queue like any other.
 */
export function RegisterComplaint() {
  const { t } = useTranslation(['staff', 'complaints']);
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-2">
      {done && <FormAlert tone="success">{t('complaints.register.done', { id: done })}</FormAlert>}
      {open ? (
        <RegisterForm
          onRegistered={(id) => {
            setDone(id);
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        />
      ) : (
        <Button variant="secondary" className="self-start" onClick={() => (setDone(null), setOpen(true))}>
          {t('complaints.register.open')}
        </Button>
      )}
    </div>
  );
}

function RegisterForm({
  onRegistered,
  onCancel,
}: {
  onRegistered: (id: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['staff', 'complaints']);
  const form = useForm<ComplaintRegisterInput, unknown, ComplaintRegister>({
    resolver: zodResolver(ComplaintRegisterSchema),
    defaultValues: EMPTY,
  });
  const id = useRef('');
  const { submit, failure } = useDeskSubmit(
    form,
    ['staff', 'tickets'],
    async (body) => {
      id.current = (await registerComplaint(body)).id;
    },
    () => onRegistered(id.current),
  );
  return (
    <EditorFrame
      label={t('complaints.register.title')}
      onSubmit={submit}
      failure={failure}
      busy={form.formState.isSubmitting}
      onCancel={onCancel}
      saveLabel={t('complaints.register.submit')}
    >
      <h2 className="font-semibold">{t('complaints.register.title')}</h2>
      <RegisterFields form={form} />
    </EditorFrame>
  );
}
