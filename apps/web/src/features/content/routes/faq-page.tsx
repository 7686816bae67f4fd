import * as Tabs from '@radix-ui/react-tabs';
import { FAQ_CATEGORIES, normalizeDigits, type Faq } from '@waha/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { inputClassName } from '../../../components/ui/field';
import { useLanguage } from '../../../lib/use-language';
import { useFaqs } from '../api/get-faqs';
import { PageShell, QueryState } from '../components/page-shell';

/** Case- and digit-insensitive: Arabic-Indic digits in the query match ASCII ones in the text. */
export function matchesFaq(faq: Faq, language: 'ar' | 'en' | 'ur', query: string): boolean {
  const needle = normalizeDigits(query).trim().toLocaleLowerCase(language);
  if (!needle) return true;
  const haystack = normalizeDigits(`${faq.question[language]} ${faq.answer[language]}`).toLocaleLowerCase(
    language,
  );
  return haystack.includes(needle);
}

export function FaqPage() {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const searchId = useId();
  const { data, isPending, error } = useFaqs();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'app' ? 'app' : 'general';
  const [query, setQuery] = useState('');

  return (
    <PageShell title={t('faq.title')} intro={t('faq.intro')}>
      <div className="mb-6 flex flex-col gap-1">
        <label htmlFor={searchId} className="text-sm font-medium text-slate-800">
          {t('faq.search')}
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          className={inputClassName}
          placeholder={t('faq.searchHint')}
        />
      </div>
      <QueryState isPending={isPending} error={error} />
      {data && (
        <Tabs.Root
          value={tab}
          onValueChange={(value) => setParams(value === 'app' ? { tab: 'app' } : {}, { replace: true })}
        >
          <Tabs.List aria-label={t('faq.tabsLabel')} className="mb-6 flex gap-2 border-b border-slate-200">
            {FAQ_CATEGORIES.map((category) => (
              <Tabs.Trigger
                key={category}
                value={category}
                className="-mb-px border-b-2 border-transparent px-4 py-2 font-semibold text-slate-600 data-[state=active]:border-brand data-[state=active]:text-brand"
              >
                {t(`faq.tabs.${category}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {FAQ_CATEGORIES.map((category) => {
            const shown = data.filter((f) => f.category === category && matchesFaq(f, language, query));
            return (
              <Tabs.Content key={category} value={category} className="space-y-3">
                <p role="status" className="text-sm text-slate-600">
                  {shown.length ? t('faq.results', { count: shown.length }) : t('faq.noResults')}
                </p>
                {shown.map((faq) => (
                  <details
                    key={faq.id}
                    className="group rounded-xl border border-slate-200 bg-white p-4 open:shadow-sm"
                  >
                    <summary className="cursor-pointer font-bold text-slate-900">
                      {faq.question[language]}
                    </summary>
                    <p className="mt-3 leading-relaxed text-slate-800">{faq.answer[language]}</p>
                  </details>
                ))}
              </Tabs.Content>
            );
          })}
        </Tabs.Root>
      )}
    </PageShell>
  );
}
