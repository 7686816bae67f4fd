import { act, screen } from '@testing-library/react';
import {
  mockAllIsIntersecting,
  resetIntersectionMocking,
  setupIntersectionMocking,
} from 'react-intersection-observer/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { renderSection } from '../test/render';
import { StatsRow } from './stats-row';

beforeEach(async () => {
  await initI18n('en');
  // The counter's code is loaded when the row comes into view; have it ready under fake timers.
  await import('./count-up');
  setupIntersectionMocking(vi.fn);
});
afterEach(() => resetIntersectionMocking());

describe('StatsRow counters', () => {
  it('stay at zero until half visible, then count once to 37+ and 1.5+', async () => {
    renderSection(<StatsRow />);
    expect(await screen.findAllByTestId('counter')).toHaveLength(2);
    vi.useFakeTimers({
      toFake: ['setTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'Date'],
    });
    try {
      expect(screen.getAllByTestId('counter').map((c) => c.textContent)).toEqual(['0+', '0.0+']);
      // Final values are there for screen readers from the start.
      expect(screen.getByText('37+')).toHaveClass('sr-only');

      act(() => mockAllIsIntersecting(0.3));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(4000);
      });
      expect(screen.getAllByTestId('counter').map((c) => c.textContent)).toEqual(['0+', '0.0+']);

      act(() => mockAllIsIntersecting(0.5));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
      const midway = screen.getAllByTestId('counter').map((c) => c.textContent);
      expect(midway).not.toEqual(['37+', '1.5+']);

      await act(async () => {
        await vi.advanceTimersByTimeAsync(3000);
      });
      expect(screen.getAllByTestId('counter').map((c) => c.textContent)).toEqual(['37+', '1.5+']);

      // Leaving and re-entering the viewport does not restart them.
      act(() => mockAllIsIntersecting(0));
      act(() => mockAllIsIntersecting(1));
      expect(screen.getAllByTestId('counter').map((c) => c.textContent)).toEqual(['37+', '1.5+']);
    } finally {
      vi.useRealTimers();
    }
  });
});
