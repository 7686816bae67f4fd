import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useErrorMessage } from '../../../lib/use-error-message';
import { Spinner } from '../../../components/ui/spinner';

/** A content page: a coloured title band, then the page's text in a readable column. */
export function PageShell({
  title,
  intro,
  children,
  wide,
  accent,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  wide?: boolean;
  /** The band's background class when the page has its own colour (e.g. Purple Saturday's bg-purple). */
  accent?: string;
}) {
  useDocumentTitle(title || undefined, typeof intro === 'string' ? intro : undefined);
  return (
    <>
      <div className={accent ? `text-white ${accent}` : 'bg-brand-light'}>
        <div className="mx-auto max-w-5xl px-4 py-10">
          <h1 className={`text-3xl font-bold ${accent ? '' : 'text-brand'}`}>{title}</h1>
          {intro && (
            <div className={`mt-3 max-w-3xl text-lg ${accent ? 'text-white/90' : 'text-slate-700'}`}>
              {intro}
            </div>
          )}
        </div>
      </div>
      <div className={`mx-auto px-4 py-10 ${wide ? 'max-w-7xl' : 'max-w-5xl'}`}>{children}</div>
    </>
  );
}

/** Loading and failure of a page's data, announced to assistive technology. */
export function QueryState({ isPending, error }: { isPending: boolean; error: unknown }) {
  const { t } = useTranslation('content');
  const errorMessage = useErrorMessage();
  if (isPending) {
    return <Spinner label={t('loading')} className="grid place-items-center py-16" />;
  }
  if (error) return <FormAlert tone="error">{errorMessage(error)}</FormAlert>;
  return null;
}
