/**
 * Loads the browser's date and number data for `language` in a worker and resolves when it is
 * ready, or after `limitMs` whatever happens (no Worker, an error, a slow device): the page then
 * only pays the cost itself. app-start.tsx waits for it before hydrating, because the home page's branch
 * cards and news dates would otherwise pay it inside one long hydration task (ADR 0904).
 */
export function warmUpIntl(language: string, limitMs = 400): Promise<void> {
  if (typeof Worker === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    let worker: Worker | undefined;
    const done = () => {
      worker?.terminate();
      resolve();
    };
    const timer = setTimeout(done, limitMs);
    try {
      worker = new Worker(new URL('./intl-warmup.worker.ts', import.meta.url), { type: 'module' });
      const finish = () => {
        clearTimeout(timer);
        done();
      };
      worker.onmessage = finish;
      worker.onerror = finish;
      worker.postMessage(language);
    } catch {
      clearTimeout(timer);
      done();
    }
  });
}
