// Runs in a worker (lib/intl-warmup.ts): the first Intl formatter of a page loads the browser's
// ICU data, 40-180 ms on the main thread. Doing it here first makes the page's own first formatter
// cost under a millisecond (the data is shared by the whole renderer), and worker time does not
// block the page (ADR 0904).
// The app's TypeScript set-up knows the window, not a worker's scope: only these two are used.
const scope = self as unknown as Pick<Worker, 'postMessage' | 'addEventListener'>;

scope.addEventListener('message', (event: MessageEvent<string>) => {
  const language = event.data;
  const now = new Date();
  new Intl.DateTimeFormat(language, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  }).formatToParts(now);
  new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(now);
  new Intl.NumberFormat(language, { numberingSystem: 'latn' }).format(1234);
  scope.postMessage('ready');
});
