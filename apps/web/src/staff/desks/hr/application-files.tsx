import type { HrApplicationDetail } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { DetailSection } from './detail-section';
import { fileUrl } from './api/applications';

/**
 * The applicant's files, each a download (served to HR only, never opened in the site's origin:
 * lib/uploads sendStoredFile), and the drawn signature shown as an image.
 */
export function ApplicationFiles({ application: a }: { application: HrApplicationDetail }) {
  const { t } = useTranslation('staff');
  const signature = a.files.find((f) => f.kind === 'signature');
  const files = a.files.filter((f) => f.kind !== 'signature');
  return (
    <DetailSection title={t('hr.files')}>
      {a.files.length === 0 && <p>{t('hr.noFiles')}</p>}
      <ul className="flex flex-col gap-1">
        {files.map((f) => (
          <li key={f.id}>
            <a
              href={fileUrl(a.id, f.id)}
              download={f.fileName}
              className="font-semibold text-brand underline underline-offset-4"
            >
              {t(`hr.fileKinds.${f.kind}`, { defaultValue: f.kind })}
              <span className="sr-only"> {t('hr.downloadsFile')}</span>
            </a>{' '}
            <span dir="ltr" className="text-sm text-slate-600">
              ({f.fileName}, {Math.ceil(f.size / 1024)} KB)
            </span>
          </li>
        ))}
      </ul>
      {signature && (
        <figure className="flex flex-col gap-1">
          <figcaption className="font-medium text-slate-600">{t('hr.signature')}</figcaption>
          <img
            src={fileUrl(a.id, signature.id)}
            alt={t('hr.signature')}
            className="h-24 w-auto self-start rounded border border-slate-200 bg-white"
          />
        </figure>
      )}
    </DetailSection>
  );
}
