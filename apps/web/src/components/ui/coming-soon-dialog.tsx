import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Dialog } from './dialog';

/** The "coming soon" notice shown where a feature is not offered yet (SPEC.md section 2). */
export function ComingSoonDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('comingSoon.title')}
      description={t('comingSoon.body')}
    >
      <div className="flex justify-end">
        <Button onClick={() => onOpenChange(false)}>{t('comingSoon.ok')}</Button>
      </div>
    </Dialog>
  );
}
