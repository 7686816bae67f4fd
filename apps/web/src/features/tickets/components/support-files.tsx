import { ticketFileProblem, UPLOAD_MESSAGES, UPLOAD_RULES } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { FileDrop } from '../../../components/ui/file-drop';
import { UploadProgress } from '../../../components/ui/upload-progress';

const MESSAGES = {
  empty: UPLOAD_MESSAGES.empty,
  type: 'tickets:validation.fileType',
  size: 'tickets:validation.fileTooBig',
} as const;

const check = (file: File) => {
  const why = ticketFileProblem(file);
  return why && MESSAGES[why];
};

/** Up to 3 optional attachments to a ticket, and the upload's progress while it is sent. */
export function SupportFiles({
  files,
  error,
  progress,
  onChange,
}: {
  files: File[];
  error?: string;
  /** Upload progress in percent while the form is being sent. */
  progress: number | null;
  onChange: (files: File[], problem: string | null) => void;
}) {
  const { t } = useTranslation('tickets');
  return (
    <div className="flex flex-col gap-2">
      <FileDrop
        label={t('support.files')}
        accept={UPLOAD_RULES.tickets.types}
        hint={t('support.filesHint')}
        max={UPLOAD_RULES.tickets.maxFiles}
        tooMany="tickets:validation.tooManyFiles"
        check={check}
        files={files}
        error={error}
        onChange={onChange}
      />
      {progress !== null && (
        <UploadProgress percent={progress} label={t('support.uploading', { percent: progress })} />
      )}
    </div>
  );
}
