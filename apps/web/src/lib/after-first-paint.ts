/**
 * Resolves once the browser has drawn a frame: the callback of `requestAnimationFrame` runs just
 * before a frame is painted and a task queued from it runs after. A page in a background tab
 * draws no frames, so a timer settles it there instead.
 */
export function afterFirstPaint(timeoutMs = 200): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}
