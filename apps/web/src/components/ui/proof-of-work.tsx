import 'altcha/external';
import 'altcha/altcha.css';
import './proof-of-work.css';
import 'altcha/i18n/ar';
import 'altcha/i18n/en';
import 'altcha/i18n/ur';
import type {} from 'altcha/types/react';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import { useEffect, useRef } from 'react';
import { useLanguage } from '../../lib/use-language';

// The external build ships no inline styles or blob workers, so the strict CSP holds: the CSS is
// bundled as a file and the proof-of-work worker is a file of the site.
globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

/** Where the widget fetches its proof-of-work challenge (bound to this client by the server). */
export const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge';

export interface ProofOfWorkWidget extends HTMLElement {
  reset: () => void;
}

// The ALTCHA logo and credit link add nothing for a customer; the check itself is labelled.
const WIDGET_CONFIGURATION = JSON.stringify({ hideFooter: true, hideLogo: true });

/**
 * The ALTCHA proof-of-work checkbox (load it lazily: it is only needed once a server asks). It
 * hands the solved payload to `onPayload` with the widget, which the caller resets if the server
 * refuses the payload. What the payload is for (lifting the rates limit, one staff sign-in
 * attempt) is the caller's business.
 */
export default function ProofOfWork({
  onPayload,
}: {
  onPayload: (payload: string, widget: ProofOfWorkWidget) => void;
}) {
  const language = useLanguage();
  const ref = useRef<ProofOfWorkWidget>(null);

  useEffect(() => {
    const widget = ref.current;
    if (!widget) return;
    const onVerified = (event: Event) => {
      const payload = (event as CustomEvent<{ payload?: string }>).detail?.payload;
      if (payload) onPayload(payload, widget);
    };
    widget.addEventListener('verified', onVerified);
    return () => widget.removeEventListener('verified', onVerified);
  }, [onPayload]);

  return (
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
  );
}
