import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageShell } from '../components/page-shell';

const TILES = [
  { key: 'statement', to: '/statement' },
  { key: 'cancel', to: '/cancel' },
  { key: 'changeName', to: '/change-name' },
  { key: 'inquiry', to: '/inquiry' },
] as const;

// Beside the spec's four remittance tiles: the other self-service screens, so none is orphaned.
const OTHER_TILES = [
  { key: 'vat', to: '/vat' },
  { key: 'rates', to: '/rates' },
  { key: 'ticketStatus', to: '/ticket' },
  { key: 'myForms', to: '/login' },
] as const;

const TILE_CLASS =
  'flex h-full flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm hover:border-brand hover:shadow-md';

/** The remittance-service hub: each tile opens its form (with code verification). */
export function ServicesPage() {
  const { t } = useTranslation('content');
  return (
    <PageShell title={t('services.title')} intro={t('services.intro')}>
      <ul className="grid gap-6 sm:grid-cols-2">
        {TILES.map((tile) => (
          <li key={tile.key}>
            <Link to={tile.to} className={TILE_CLASS}>
              <span className="text-lg font-bold text-brand">{t(`services.${tile.key}.title`)}</span>
              <span className="text-slate-700">{t(`services.${tile.key}.text`)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <h2 className="mt-10 mb-4 text-xl font-bold text-brand">{t('services.otherHeading')}</h2>
      <ul className="grid gap-6 sm:grid-cols-2">
        {OTHER_TILES.map((tile) => (
          <li key={tile.key}>
            <Link to={tile.to} className={TILE_CLASS}>
              <span className="text-lg font-bold text-brand">{t(`services.${tile.key}.title`)}</span>
              <span className="text-slate-700">{t(`services.${tile.key}.text`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </PageShell>
  );
}
