import type { PageNotice } from '@waha/shared';
import { createContext, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { FormAlert } from '../../components/ui/form-alert';

/**
 * The message the server asked this page to show (SsrRenderInput.notice). Both entries provide it:
 * the server from the request, the browser from the hydration data, so hydration matches.
 */
export const PageNoticeContext = createContext<PageNotice | null>(null);

/**
 * Shown on the page a form's own post landed on (scripts off, or a tap before the page was live):
 * says that nothing was sent and what to do. It belongs to that one page view: once the visitor
 * moves on inside the app, it is gone.
 */
export function PageNoticeBanner() {
  const notice = useContext(PageNoticeContext);
  const location = useLocation();
  const [landingKey] = useState(location.key);
  const { t } = useTranslation();
  if (notice !== 'formNotSent' || location.key !== landingKey) return null;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 pt-6">
      <FormAlert tone="error">
        <p className="font-bold">{t('app.formNotSentTitle')}</p>
        <p>{t('app.formNotSent')}</p>
      </FormAlert>
    </div>
  );
}
