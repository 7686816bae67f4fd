import type { StaffMe } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatList } from './format';
import { NAV_ITEMS } from './nav';

export function StaffHome({ me }: { me: StaffMe }) {
  const { t } = useTranslation('staff');
  const list = useFormatList();
  const desks = NAV_ITEMS.filter(
    (item) => item.desk && item.desk !== 'sessions' && me.permissions.includes(item.permission),
  );
  return (
    <section aria-labelledby="staff-home-title">
      <h1 id="staff-home-title" className="mb-2 text-2xl font-bold text-brand-dark">
        {t('home.welcome', { name: me.name })}
      </h1>
      <p className="mb-4 text-slate-700">
        {t('home.roles', { roles: list(me.roles.map((role) => t(`roles.${role}`))) })}
      </p>
      {desks.length === 0 ? (
        <p>{t('home.nothing')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {desks.map((item) => (
            <li key={item.path}>
              <Link
                to={`/staff/${item.path}`}
                className="block rounded-lg bg-white p-4 font-semibold text-brand-dark shadow hover:bg-brand-light"
              >
                {t(item.label)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
