import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_POLL_MS, openChatWhenReady } from './chat-widget';

const widget = { scriptUrl: 'https://chat.example/widget.js', globalName: 'ExampleChat' };

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
  delete (window as unknown as Record<string, unknown>).ExampleChat;
});

describe('openChatWhenReady', () => {
  it('does nothing at all without a configured widget', () => {
    const stop = openChatWhenReady(null);
    expect(document.querySelector('script')).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
    stop();
  });

  it('loads the script once, polls every 500 ms and opens the widget once it is ready', () => {
    const open = vi.fn();
    openChatWhenReady(widget);
    openChatWhenReady(widget)();
    expect(document.querySelectorAll(`script[src="${widget.scriptUrl}"]`)).toHaveLength(1);
    vi.advanceTimersByTime(CHAT_POLL_MS * 3);
    expect(open).not.toHaveBeenCalled();
    (window as unknown as Record<string, unknown>).ExampleChat = { open };
    vi.advanceTimersByTime(CHAT_POLL_MS - 1);
    expect(open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(open).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(CHAT_POLL_MS * 4);
    expect(open).toHaveBeenCalledOnce();
  });

  it('gives up after a minute when the widget never becomes ready', () => {
    openChatWhenReady(widget);
    vi.advanceTimersByTime(61_000);
    expect(vi.getTimerCount()).toBe(0);
  });
});
