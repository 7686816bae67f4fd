interface SchedulerWithYield {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a new task: the browser can handle a tap and draw a frame before the next part of a
 * long piece of work runs, which then counts as its own task (ADR 2606). `scheduler.yield()` where
 * the browser has it (the rest keeps its place ahead of other queued work); a message otherwise,
 * which a background tab does not slow down as it does timers.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
