import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/ui/icon';

/**
 * Round green call button, fixed at the top left in every language (SPEC.md layout), over the
 * sticky header's left corner, which the header keeps free (site-header.tsx). It sits in its
 * own complementary landmark: outside one, screen-reader users browsing by region never meet it.
 */
export function CallButton() {
  const { t } = useTranslation();
  return (
    <aside aria-label={t('callButton.label')}>
      <Link
        to="/call-request"
        aria-label={t('callButton.label')}
        title={t('callButton.label')}
        className="fixed top-2 left-3 z-40 grid size-12 md:left-4 place-items-center rounded-full bg-call text-white shadow-lg transition hover:scale-105 hover:bg-green-800 motion-reduce:transition-none"
      >
        <Icon name="phone" className="size-6" />
      </Link>
    </aside>
  );
}
