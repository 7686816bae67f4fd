import type { CareerProgram, JobApplicationInput, JobApplicationSubmitted } from '@waha/shared';
import { useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Form } from '../../../components/ui/form';
import { FormAlert } from '../../../components/ui/form-alert';
import { SignatureField, type SignatureHandle } from '../../../components/ui/signature-field';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { emptyApplication } from '../lib/empty-application';
import { AttachmentsSection } from './attachments-section';
import { DraftNotice, useDraft } from './draft-notice';
import { EmploymentSection } from './employment-section';
import { ApplicationFormContext } from './form-context';
import { Section } from './inputs';
import { PersonalSections } from './personal-sections';
import { PledgesSection } from './pledges-section';
import { QuestionsSection } from './questions-section';
import { RequiredSection } from './required-section';
import { SensitiveSection } from './sensitive-section';
import { useAttached } from './use-attached';
import { useSendApplication } from './use-send-application';

const resolver = lazyResolver<JobApplicationInput>(
  async () => (await import('../model/application-resolver')).applicationResolver as never,
);

/**
 * The job application (both programs): checked in the browser by the same schema as the API,
 * files and signature beside it, sent in one request with upload progress.
 */
export function ApplicationForm({
  program,
  onSubmitted,
}: {
  program: CareerProgram;
  onSubmitted: (result: JobApplicationSubmitted) => void;
}) {
  const { t } = useTranslation('careers');
  const form = useForm<JobApplicationInput>({
    resolver,
    defaultValues: emptyApplication(),
    shouldFocusError: false,
  });
  const draft = useDraft(program, form);
  const { register, control } = form;
  const parts = useMemo(() => ({ register, control }), [register, control]);
  const root = useRef<HTMLFormElement>(null);
  const signature = useRef<SignatureHandle>(null);
  const attached = useAttached();
  const sending = useSendApplication({ program, form, attached, root, signature, onSubmitted });

  return (
    <ApplicationFormContext.Provider value={parts}>
      <Form
        ref={root}
        // Without scripts the browser posts the form itself; its files and fields go in the body.
        encType="multipart/form-data"
        noValidate
        onSubmit={(event) => void form.handleSubmit(sending.send, sending.onInvalid)(event)}
        className="flex flex-col gap-6"
      >
        <DraftNotice draft={draft} />
        <PersonalSections />
        <QuestionsSection />
        <SensitiveSection />
        <EmploymentSection />
        <RequiredSection />
        <AttachmentsSection files={attached.files} errors={attached.fileErrors} onChange={attached.choose} />
        <Section title={t('sections.signature')}>
          <SignatureField
            ref={signature}
            label={t('signature.label')}
            hint={t('signature.help')}
            error={attached.signatureError}
            onChange={attached.sign}
          />
        </Section>
        <PledgesSection />
        {sending.progress !== null && (
          <UploadProgress
            percent={sending.progress}
            label={t('form.uploading', { percent: sending.progress })}
          />
        )}
        {sending.formError && <FormAlert tone="error">{sending.formError}</FormAlert>}
        <div>
          <Button type="submit" busy={form.formState.isSubmitting}>
            {t('form.submit')}
          </Button>
        </div>
      </Form>
    </ApplicationFormContext.Provider>
  );
}
