import {
  CAREER_ATTACHMENTS,
  CAREER_FILE_RULES,
  careerFileMessage,
  careerFileProblem,
  type CareerAttachment,
} from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { FileDrop } from '../../../components/ui/file-drop';
import { Section } from './inputs';

export type Attachments = Partial<Record<CareerAttachment, File>>;
export type AttachmentErrors = Partial<Record<CareerAttachment, string>>;

/** The six attachments, each checked in the browser by type and size before it is sent. */
export function AttachmentsSection({
  files,
  errors,
  onChange,
}: {
  files: Attachments;
  errors: AttachmentErrors;
  onChange: (kind: CareerAttachment, file: File | null, problem: string | null) => void;
}) {
  const { t } = useTranslation('careers');
  return (
    <Section
      title={t('sections.attachments')}
      intro={<p className="text-sm text-slate-700">{t('attachments.intro')}</p>}
    >
      {CAREER_ATTACHMENTS.map((kind) => {
        const rule = CAREER_FILE_RULES.kinds[kind];
        return (
          <FileDrop
            key={kind}
            label={t(`attachments.${kind}`)}
            required={rule.required}
            accept={rule.types}
            hint={t(kind === 'picture' ? 'attachments.imageHint' : 'attachments.documentHint')}
            check={(file) => {
              const problem = careerFileProblem(kind, file);
              return problem && careerFileMessage(kind, problem);
            }}
            files={files[kind] ? [files[kind]] : []}
            error={errors[kind]}
            onChange={([file], problem) => onChange(kind, file ?? null, problem)}
          />
        );
      })}
    </Section>
  );
}
