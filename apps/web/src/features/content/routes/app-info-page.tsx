import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/use-language';
import { useTutorials } from '../api/get-tutorials';
import { PageShell, QueryState } from '../components/page-shell';
import { StoreLinks } from '../components/store-links';

/** /app-info: step-by-step tutorials for the mobile app. */
export function AppInfoPage() {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const { data, isPending, error } = useTutorials();
  return (
    <PageShell title={t('appInfo.title')} intro={t('appInfo.intro')}>
      <div className="mb-10">
        <StoreLinks />
      </div>
      <QueryState isPending={isPending} error={error} />
      <div className="space-y-8">
        {data?.map((tutorial, index) => (
          <section
            key={tutorial.id}
            aria-labelledby={`tutorial-${tutorial.id}`}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h2 id={`tutorial-${tutorial.id}`} className="mb-4 text-xl font-bold text-brand">
              {t('appInfo.step', { number: index + 1 })} {tutorial.title[language]}
            </h2>
            <ol className="list-decimal space-y-2 ps-6 text-slate-800">
              {tutorial.steps[language].map((step, i) => (
                <li key={i}>{step}</li>
              ))}
            </ol>
          </section>
        ))}
      </div>
      <p className="mt-10">
        <Link to="/faq?tab=app" className="text-brand underline underline-offset-4">
          {t('appInfo.faqLink')}
        </Link>
      </p>
    </PageShell>
  );
}
