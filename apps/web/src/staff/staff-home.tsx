import type { StaffMe } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../components/ui/icon';
import { useFormatList } from '../lib/use-staff-format';
import { DESK_ICONS } from './desks/desk-icons';
import { desksFor } from './desks/registry';
import { WithName } from './with-name';

/** The overview: who is signed in, their roles, and a card for every desk they may open. */
export function StaffHome({ me }: { me: StaffMe }) {
  const { t } = useTranslation('staff');
  const list = useFormatList();
  const desks = desksFor(me.permissions).filter((desk) => desk.onHome);
  return (
    <section aria-labelledby="staff-home-title">
      <h1 id="staff-home-title" className="mb-2 text-2xl font-bold text-brand-dark">
        <WithName i18nKey="home.welcome" name={me.name} />
      </h1>
      <p className="mb-4 text-slate-700">
        {t('home.roles', { roles: list(me.roles.map((role) => t(`roles.${role}`))) })}
      </p>
      {desks.length === 0 ? (
        <p>{t('home.nothing')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {desks.map((desk) => (
            <li key={desk.id}>
              <Link
                to={`/staff/${desk.path}`}
                className="flex items-center gap-2 rounded-lg bg-white p-4 font-semibold text-brand-dark shadow hover:bg-brand-light"
              >
                <Icon glyph={DESK_ICONS[desk.icon]} className="size-5 shrink-0" />
                {t(desk.nav)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
