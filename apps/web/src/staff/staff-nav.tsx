import type { StaffMe } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Icon } from '../components/ui/icon';
import { DESK_ICONS } from './desks/desk-icons';
import { desksFor } from './desks/registry';

/** The sidebar: every desk of the registry the staff member may open, labelled from `staff`. */
export function StaffNav({ me }: { me: StaffMe }) {
  const { t } = useTranslation('staff');
  return (
    <nav
      aria-label={t('nav.label')}
      className="border-b border-slate-200 bg-white md:min-h-[calc(100vh-56px)] md:w-56 md:border-e md:border-b-0"
    >
      <ul className="flex flex-wrap gap-1 p-2 md:flex-col">
        {desksFor(me.permissions).map((desk) => (
          <li key={desk.id}>
            <NavLink
              to={`/staff${desk.path ? `/${desk.path}` : ''}`}
              end
              className="flex items-center gap-2 rounded px-3 py-2 text-sm font-medium text-slate-800 hover:bg-brand-light aria-[current=page]:bg-brand aria-[current=page]:text-white"
            >
              <Icon glyph={DESK_ICONS[desk.icon]} className="size-4 shrink-0" />
              {t(desk.nav)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
