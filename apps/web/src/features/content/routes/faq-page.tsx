import * as Tabs from '@radix-ui/react-tabs';
import { FAQ_CATEGORIES, matchesSearch, type Faq, type Language } from '@waha/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { inputClassName } from '../../../components/ui/field';
import { useLanguage } from '../../../lib/use-language';
import { useFaqs } from '../api/get-faqs';
import { PageShell, QueryState } from '../components/page-shell';

/**
 * Question and answer in the visitor's language, folded for search: case, digits (Arabic-Indic,
 * Urdu), Arabic hamza forms, taa marbuta, alef maqsura and diacritics do not matter, so "الغاء"
 * finds "إلغاء".
 */
export function matchesFaq(faq: Faq, language: Language, query: string): boolean {
  return matchesSearch(`${faq.question[language]} ${faq.answer[language]}`, query);
}

function FaqList({ faqs, language, withTopic }: { faqs: Faq[]; language: Language; withTopic?: boolean }) {
  const { t } = useTranslation('content');
  return (
    <>
      <p role="status" className="text-sm text-slate-600">
        {faqs.length ? t('faq.results', { count: faqs.length }) : t('faq.noResults')}
      </p>
      {faqs.map((faq) => (
        <details
          key={faq.id}
          className="group rounded-xl border border-slate-200 bg-white p-4 open:shadow-sm"
        >
          <summary className="cursor-pointer font-bold text-slate-900">
            {faq.question[language]}
            {withTopic && (
              <span className="ms-2 rounded-full bg-brand-light px-2 py-0.5 text-xs font-semibold text-brand">
                {t(`faq.tabs.${faq.category}`)}
              </span>
            )}
          </summary>
          <p className="mt-3 leading-relaxed text-slate-800">{faq.answer[language]}</p>
        </details>
      ))}
    </>
  );
}

export function FaqPage() {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const searchId = useId();
  const { data, isPending, error } = useFaqs();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'app' ? 'app' : 'general';
  const [query, setQuery] = useState('');
  const searching = query.trim() !== '';

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
      {data && searching && (
        // A search looks through both topics at once: a visitor need not guess the right tab.
        <section aria-label={t('faq.searchResults')} className="space-y-3">
          <FaqList faqs={data.filter((f) => matchesFaq(f, language, query))} language={language} withTopic />
        </section>
      )}
      {data && !searching && (
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
          {FAQ_CATEGORIES.map((category) => (
            <Tabs.Content key={category} value={category} className="space-y-3">
              <FaqList faqs={data.filter((f) => f.category === category)} language={language} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </PageShell>
  );
}
