import { formatDate, PURPLE_SATURDAY_DAY, riyadhDate, type PageSlug } from '@waha/shared';
import { FormAlert } from '../../../components/ui/form-alert';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/use-language';
import { usePage } from '../api/get-page';
import { PageSections } from '../components/page-sections';
import { PageShell, QueryState } from '../components/page-shell';
import { StoreLinks } from '../components/store-links';

/** Purple Saturday's own colour (SPEC.md route table), as a class: index.css --color-purple. */
export const PURPLE = 'bg-purple';

function InfoPage({
  slug,
  accent,
  before,
  after,
}: {
  slug: PageSlug;
  accent?: string;
  before?: React.ReactNode;
  after?: React.ReactNode;
}) {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const { data, isPending, error } = usePage(slug);
  return (
    <PageShell title={data?.title[language] ?? ''} accent={accent}>
      <QueryState isPending={isPending} error={error} />
      {data && (
        <>
          {before}
          <PageSections sections={data.sections[language]} />
          {after}
          <p className="mt-10 text-sm text-slate-600">
            {t('lastUpdated', {
              date: formatDate(data.updatedAt, language),
            })}
          </p>
        </>
      )}
    </PageShell>
  );
}

export const AboutUsPage = () => <InfoPage slug="about-us" />;
export const CelebrationsPage = () => <InfoPage slug="celebrations" />;
export const PrizePage = () => <InfoPage slug="prize" />;
export const PrivacyPolicyPage = () => <InfoPage slug="privacy-policy" />;
export const InformationProtectionPage = () => <InfoPage slug="information-protection" />;
export const TermsPage = () => <InfoPage slug="terms-and-conditions" />;

export function PurpleSaturdayPage() {
  const { t } = useTranslation('content');
  const language = useLanguage();
  // The page stays (links and QR codes point at it), but an ended offer is not presented as current.
  const ended = riyadhDate() > PURPLE_SATURDAY_DAY;
  return (
    <InfoPage
      slug="isa"
      accent={PURPLE}
      before={
        ended && (
          <div className="mb-8">
            <FormAlert tone="info">
              {t('offers.ended', { date: formatDate(PURPLE_SATURDAY_DAY, language) })}
            </FormAlert>
          </div>
        )
      }
      after={
        <p className="mt-8">
          <Link to="/offers" className="font-bold text-purple underline underline-offset-4">
            {t('offers.allOffers')}
          </Link>
        </p>
      }
    />
  );
}

/** /app: the mobile app's page, shown without the site's header and footer. */
export function AppPage() {
  const { t } = useTranslation('content');
  return (
    <InfoPage
      slug="app"
      after={
        <div className="mt-8 space-y-6">
          <StoreLinks />
          <p>
            <Link to="/" className="text-brand underline underline-offset-4">
              {t('app.backHome')}
            </Link>
          </p>
        </div>
      }
    />
  );
}
