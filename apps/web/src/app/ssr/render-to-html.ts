import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

/**
 * The whole page as one string, after every suspended part has resolved: search engines and
 * visitors without JavaScript get the complete page, never a fallback. Rendered in one piece it
 * carries no inline script (React's streaming runtime), so the strict CSP needs no nonce.
 */
export async function renderToHtml(element: ReactNode): Promise<string> {
  let failure: unknown = null;
  const { prelude } = await prerenderToNodeStream(element, {
    // React outlines a large Suspense boundary (the page in the layout's) into a later segment
    // revealed by an inline script; one piece keeps the HTML script-free.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError: (error) => {
      failure ??= error;
    },
  });
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString();
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return html;
}
