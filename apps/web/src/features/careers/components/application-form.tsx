import {
  CAREER_ATTACHMENTS,
  CAREER_FILE_RULES,
  CAREER_MESSAGES,
  type CareerAttachment,
  type CareerProgram,
  type JobApplicationInput,
  type JobApplicationSubmitted,
} from '@waha/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SignatureField, type SignatureHandle } from '../../../components/ui/signature-field';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { ApiError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { showToast } from '../../../lib/toasts';
import { submitApplication } from '../api/careers-api';
import { clearDraft } from '../lib/draft';
import { emptyApplication } from '../lib/empty-application';
import { focusFirstError } from '../lib/focus-first-error';
import { AttachmentsSection, type AttachmentErrors, type Attachments } from './attachments-section';
import { DraftNotice, useDraft } from './draft-notice';
import { EmploymentSection } from './employment-section';
import { ApplicationFormContext } from './form-context';
import { PersonalSections } from './personal-sections';
import { PledgesSection } from './pledges-section';
import { QuestionsSection } from './questions-section';
import { RequiredSection } from './required-section';
import { SensitiveSection } from './sensitive-section';
import { Section } from './inputs';
import { Form } from '../../../components/ui/form';

const isAttachment = (field: string): field is CareerAttachment =>
  (CAREER_ATTACHMENTS as readonly string[]).includes(field);

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
  const [files, setFiles] = useState<Attachments>({});
  const [fileErrors, setFileErrors] = useState<AttachmentErrors>({});
  const [signed, setSigned] = useState(false);
  const [signatureError, setSignatureError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  /** Required files and the signature, checked with the answers so every problem shows at once. */
  const checkFiles = () => {
    const missing: AttachmentErrors = {};
    for (const kind of CAREER_ATTACHMENTS)
      if (CAREER_FILE_RULES.kinds[kind].required && !files[kind])
        missing[kind] = CAREER_MESSAGES.fileRequired;
    setFileErrors((current) => ({ ...current, ...missing }));
    setSignatureError(signed ? undefined : CAREER_MESSAGES.signatureRequired);
    return Object.keys(missing).length === 0 && signed;
  };

  // Counts the times the problems were shown: the first one is focused after React has rendered
  // the messages. On the first check the schema loads first (lazyResolver), and the messages can
  // render after the next frame, too late for a focus scheduled with the check.
  const [problemsShown, setProblemsShown] = useState(0);
  useEffect(() => {
    if (problemsShown > 0) focusFirstError(root.current);
  }, [problemsShown]);

  const showProblems = () => {
    setFormError(t('errors.missingRequired'));
    setProblemsShown((count) => count + 1);
  };

  const send = async () => {
    const png = await signature.current?.toPng();
    if (!checkFiles() || !png) return showProblems();
    setFormError(null);
    setProgress(0);
    try {
      // The answers go as typed: the server normalises them with the same schema.
      const result = await submitApplication(program, form.getValues(), files, png, setProgress);
      clearDraft(program);
      onSubmitted(result);
      void showToast('success', t('done.title'));
    } catch (error) {
      setProgress(null);
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      const onFiles = Object.entries(fields).filter(([field]) => isAttachment(field));
      setFileErrors((current) => ({ ...current, ...Object.fromEntries(onFiles.map(([k, [m]]) => [k, m])) }));
      if (fields.signature?.[0]) setSignatureError(fields.signature[0]);
      const placed = applyFieldErrors(error, form.setError, (field) =>
        isAttachment(field) || field === 'signature' || field === 'program' ? null : (field as never),
      );
      if (placed || onFiles.length > 0 || fields.signature) return showProblems();
      setFormError(t('errors.sendFailed'));
      void showToast('error', t('errors.sendFailed'));
    }
  };

  const onInvalid = () => {
    checkFiles();
    showProblems();
  };

  return (
    <ApplicationFormContext.Provider value={parts}>
      <Form
        ref={root}
        // Without scripts the browser posts the form itself; its files and fields go in the body.
        encType="multipart/form-data"
        noValidate
        onSubmit={(event) => void form.handleSubmit(send, onInvalid)(event)}
        className="flex flex-col gap-6"
      >
        <DraftNotice draft={draft} />
        <PersonalSections />
        <QuestionsSection />
        <SensitiveSection />
        <EmploymentSection />
        <RequiredSection />
        <AttachmentsSection
          files={files}
          errors={fileErrors}
          onChange={(kind, file, problem) => {
            setFiles(({ [kind]: _old, ...rest }) => (file ? { ...rest, [kind]: file } : rest));
            setFileErrors((current) => ({ ...current, [kind]: problem ?? undefined }));
          }}
        />
        <Section title={t('sections.signature')}>
          <SignatureField
            ref={signature}
            label={t('signature.label')}
            hint={t('signature.help')}
            error={signatureError}
            onChange={(png) => {
              setSigned(png !== '');
              if (png) setSignatureError(undefined);
            }}
          />
        </Section>
        <PledgesSection />
        {progress !== null && (
          <div className="flex flex-col gap-1">
            <label htmlFor="application-progress" className="text-sm text-slate-700">
              {t('form.uploading', { percent: progress })}
            </label>
            <progress id="application-progress" max={100} value={progress} className="w-full accent-brand" />
          </div>
        )}
        {formError && <FormAlert tone="error">{formError}</FormAlert>}
        <div>
          <Button type="submit" busy={form.formState.isSubmitting}>
            {t('form.submit')}
          </Button>
        </div>
      </Form>
    </ApplicationFormContext.Provider>
  );
}
