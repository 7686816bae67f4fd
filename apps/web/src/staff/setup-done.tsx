import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StaffAuthFrame } from './staff-auth-frame';

/** The account is ready: its recovery codes, shown this once, and the way to sign in. */
export function SetupDone({ codes }: { codes: string[] }) {
  const { t } = useTranslation('staff');
  return (
    <StaffAuthFrame title={t('setup.doneTitle')}>
      <p className="mb-3 text-sm">{t('setup.recovery')}</p>
      <ul dir="ltr" className="mb-4 grid grid-cols-2 gap-1 font-mono">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Link to="/staff/sign-in" className="font-semibold text-brand underline">
        {t('setup.goSignIn')}
      </Link>
    </StaffAuthFrame>
  );
}
