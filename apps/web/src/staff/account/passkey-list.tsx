import type { StaffPasskeyView } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { useFormatDateTime } from '../../lib/use-staff-format';

/** My passkeys by name, when added and last used, each with its remove button. */
export function PasskeyList(props: {
  passkeys: StaffPasskeyView[];
  removing: string | null;
  onRemove: (id: string) => void;
}) {
  const { t } = useTranslation('staff');
  const when = useFormatDateTime();
  if (props.passkeys.length === 0) return <p className="mb-3 text-sm">{t('account.passkeys.empty')}</p>;
  return (
    <ul className="mb-3 flex flex-col gap-2">
      {props.passkeys.map((key) => (
        <li
          key={key.id}
          className="flex flex-wrap items-center justify-between gap-2 rounded border border-slate-200 p-3"
        >
          <div className="text-sm">
            <p className="font-semibold" dir="auto">
              {key.name}
            </p>
            <p className="text-slate-700">
              {t('account.passkeys.added', { when: when(key.createdAt) })} ·{' '}
              {key.lastUsedAt
                ? t('account.passkeys.lastUsed', { when: when(key.lastUsedAt) })
                : t('account.passkeys.neverUsed')}
            </p>
          </div>
          <Button
            variant="secondary"
            aria-label={t('account.passkeys.removeLabel', { name: key.name })}
            busy={props.removing === key.id}
            onClick={() => props.onRemove(key.id)}
          >
            {t('account.passkeys.remove')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
