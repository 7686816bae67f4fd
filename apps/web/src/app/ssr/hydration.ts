import type { DehydratedState } from '@tanstack/react-query';
import type { PageNotice } from '@waha/shared';
import type { HydrationState } from 'react-router';

/** The id of the `<script type="application/json">` element holding the hydration data. */
export const HYDRATION_ELEMENT_ID = 'ssr-data';

/** What the server hands the browser beside the HTML (a JSON data block: never executed, CSP-safe). */
export interface HydrationPayload {
  router: HydrationState;
  queries: DehydratedState;
  /** i18n namespaces the page used. */
  namespaces: string[];
  /** The message the server rendered above the page (a form's post without scripts). */
  notice?: PageNotice;
}

/** JSON that cannot close its <script> element or start a comment inside it. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function readHydrationPayload(): HydrationPayload | null {
  const element = document.getElementById(HYDRATION_ELEMENT_ID);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as HydrationPayload;
}
