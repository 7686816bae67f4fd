import type { Brand } from '@waha/shared';

export const CHAT_POLL_MS = 500;
/** Give up after a minute: a widget that never loads must not poll forever. */
const MAX_POLLS = 120;

interface ChatApi {
  open?: () => void;
}

/**
 * Opens the configured chat widget once its script is ready (SPEC.md section 2: polled every
 * 500 ms). With no widget configured it does nothing. Returns a function that stops polling.
 */
export function openChatWhenReady(widget: Brand['chatWidget'], win: Window = window): () => void {
  if (!widget) return () => {};
  const doc = win.document;
  if (!doc.querySelector(`script[src="${widget.scriptUrl}"]`)) {
    const script = doc.createElement('script');
    script.src = widget.scriptUrl;
    script.async = true;
    doc.head.append(script);
  }
  let polls = 0;
  const timer = win.setInterval(() => {
    polls += 1;
    const api = (win as unknown as Record<string, ChatApi | undefined>)[widget.globalName];
    if (typeof api?.open === 'function') {
      win.clearInterval(timer);
      api.open();
    } else if (polls >= MAX_POLLS) {
      win.clearInterval(timer);
    }
  }, CHAT_POLL_MS);
  return () => win.clearInterval(timer);
}
