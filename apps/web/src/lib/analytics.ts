import { brand } from '@waha/shared';

type DataLayerEvent = Record<string, unknown> & { event: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Pushes to the tag-manager data layer; works (and is testable) with no tag manager loaded. */
export function pushDataLayer(event: DataLayerEvent): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}

let tagManagerRequested = false;

/** Loads the tag manager only when the brand profile names a container (PRODUCT.md section 12). */
export function loadTagManager(): void {
  const id = brand.tagManagerId;
  if (!id || tagManagerRequested) return;
  tagManagerRequested = true;
  pushDataLayer({ event: 'gtm.js', 'gtm.start': Date.now() });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}
