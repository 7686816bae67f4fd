import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';

/**
 * The whole page as one string, after every suspended part has resolved (onAllReady): search
 * engines and visitors without JavaScript get the complete page, never a fallback.
 */
export function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    let failed: unknown = null;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        done();
        if (failed) reject(failed instanceof Error ? failed : new Error(String(failed)));
        else resolve(html);
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        failed = error;
      },
    });
  });
}
