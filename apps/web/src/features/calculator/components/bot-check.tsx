import 'altcha/external';
import 'altcha/altcha.css';
import './bot-check.css';
import 'altcha/i18n/ar';
import 'altcha/i18n/en';
import 'altcha/i18n/ur';
import type {} from 'altcha/types/react';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { CAPTCHA_CHALLENGE_URL, useVerifyCaptcha } from '../api/verify-captcha';

// The external build ships no inline styles or blob workers, so the strict CSP holds: the CSS is
// bundled as a file and the proof-of-work worker is a file of the site.
globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

interface AltchaWidget extends HTMLElement {
  reset: () => void;
}

// The ALTCHA logo and credit link add nothing for a customer; the check itself is labelled.
const WIDGET_CONFIGURATION = JSON.stringify({ hideFooter: true, hideLogo: true });

/**
 * Shown in place of the branch dropdown after a 429: the ALTCHA proof-of-work check, verified by
 * our server, which then lifts the rates limit for this client.
 */
export default function BotCheck({ onSolved }: { onSolved: () => void }) {
  const { t } = useTranslation('calculator');
  const language = useLanguage();
  const ref = useRef<AltchaWidget>(null);
  const verify = useVerifyCaptcha();
  const { mutate } = verify;

  useEffect(() => {
    const widget = ref.current;
    if (!widget) return;
    const onVerified = (event: Event) => {
      const payload = (event as CustomEvent<{ payload?: string }>).detail?.payload;
      if (!payload) return;
      mutate(payload, {
        onSuccess: onSolved,
        onError: () => widget.reset(),
      });
    };
    widget.addEventListener('verified', onVerified);
    return () => widget.removeEventListener('verified', onVerified);
  }, [mutate, onSolved]);

  return (
    <section aria-labelledby="bot-check-title" className="flex flex-col gap-2">
      <h3 id="bot-check-title" className="text-sm font-semibold text-slate-900">
        {t('botCheck.title')}
      </h3>
      <p className="text-sm text-slate-700">{t('botCheck.hint')}</p>
      <altcha-widget
        ref={ref}
        challenge={CAPTCHA_CHALLENGE_URL}
        type="checkbox"
        auto="off"
        language={language}
        // As an attribute, so it applies before the widget first renders (configure() may not exist yet).
        configuration={WIDGET_CONFIGURATION}
        name="altcha"
      />
      {verify.isError && (
        <p role="alert" className="text-sm text-red-700">
          {t('botCheck.failed')}
        </p>
      )}
    </section>
  );
}
