import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/** The /interview-summary link that attaches the interviewer's evaluation to this application. */
export function InterviewLink({ reference }: { reference: string }) {
  const { t } = useTranslation('staff');
  const id = useId();
  const [copied, setCopied] = useState(false);
  const url = `${window.location.origin}/interview-summary?application=${encodeURIComponent(reference)}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {t('hr.interviewLink')}
      </label>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t('hr.interviewLinkHint')}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={id}
          readOnly
          dir="ltr"
          value={url}
          aria-describedby={`${id}-hint`}
          onFocus={(e) => e.target.select()}
          className="min-w-0 flex-1 rounded border border-slate-300 bg-slate-50 p-2 font-mono text-sm"
        />
        <Button
          variant="secondary"
          onClick={() =>
            void navigator.clipboard?.writeText(url).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {t('hr.copy')}
        </Button>
      </div>
      <p role="status" className="text-sm text-green-800">
        {copied ? t('hr.copied') : ''}
      </p>
    </div>
  );
}
