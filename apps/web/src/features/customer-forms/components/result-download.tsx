import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useErrorMessage } from '../../../lib/use-error-message';
import { downloadResultFile } from '../api/forms-api';

/** Saves the result file staff attached; "no file attached" when there is none. */
export function ResultDownload({
  clientFormId,
  fileName,
}: {
  clientFormId: string;
  fileName: string | null;
}) {
  const { t } = useTranslation('forms');
  const errorMessage = useErrorMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!fileName) return <p className="text-sm text-slate-600">{t('history.noFile')}</p>;
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      const url = URL.createObjectURL(await downloadResultFile(clientFormId));
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-1">
      <Button variant="secondary" busy={busy} onClick={() => void save()}>
        {t('history.download', { name: fileName })}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
