import { brand } from '@waha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { useLanguage } from '../../lib/use-language';
import { APP_ROUTES } from '../routes';
import { Icon } from '../../components/ui/icon';
import { LanguageSwitch } from './language-switch';
import logoMark from './logo-mark.svg';

const NAV_ITEMS = APP_ROUTES.filter((route) => route.handle.nav).map((route) => ({
  to: route.path,
  label: route.handle.nav!,
}));

function NavItems({ vertical }: { vertical?: boolean }) {
  const { t } = useTranslation();
  return (
    <ul className={vertical ? 'flex flex-col gap-1' : 'flex flex-wrap items-center gap-1'}>
      {NAV_ITEMS.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end
            className={({ isActive }) =>
              `block rounded-md px-3 py-2 text-sm font-medium hover:bg-white/15 ${isActive ? 'bg-white/20' : ''}`
            }
          >
            {t(item.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The header sticks to the top of the window: the floating call button sits over its left corner
 * (`clearCallButton` keeps the bar's first item clear of it), so the button never covers content.
 */
export function SiteHeader({
  colorClass,
  clearCallButton,
}: {
  colorClass: string;
  clearCallButton: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on: navigating anywhere closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;

  return (
    <header className={`sticky top-0 z-30 text-white shadow ${colorClass}`}>
      <div
        className={`mx-auto flex max-w-7xl items-center gap-4 px-4 py-3 ${clearCallButton ? 'call-button-clearance' : ''}`}
      >
        <Link to="/" className="flex items-center gap-2 rounded-md">
          <img src={logoMark} alt="" width={40} height={40} className="size-10" />
          <span className="text-lg font-bold">{brand.companyShortName[language]}</span>
        </Link>
        {/* The full menu from lg up only: narrower, its items wrapped and the sticky bar grew tall. */}
        <nav aria-label={t('nav.label')} className="hidden lg:block">
          <NavItems />
        </nav>
        <div className="ms-auto flex items-center gap-2">
          <LanguageSwitch />
          <button
            type="button"
            className="rounded-md p-2 hover:bg-white/15 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-navigation"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setOpenOn(menuOpen ? null : pathname)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} className="size-6" />
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav
          id="mobile-navigation"
          aria-label={t('nav.label')}
          className="border-t border-white/20 px-4 py-2 lg:hidden"
        >
          <NavItems vertical />
        </nav>
      )}
    </header>
  );
}
