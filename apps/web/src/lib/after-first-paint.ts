/**
 * Resolves once the browser has painted the page's first content (its `first-contentful-paint`
 * entry: the first frames can be blank while a web font is still blocking text). A page in a
 * background tab paints nothing and has nothing to hold back: it resolves at once, and the timer
 * covers a browser that reports no paint timing.
 */
export function afterFirstPaint(timeoutMs = 1500): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden' || !('PerformanceObserver' in window)) {
      resolve();
      return;
    }
    let observer: PerformanceObserver | null = null;
    const done = () => {
      clearTimeout(timer);
      observer?.disconnect();
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length) done();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      done();
    }
  });
}
