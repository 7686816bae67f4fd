import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { ClientOnly } from './client-only';

const part = (
  <ClientOnly fallback={<p>placeholder</p>}>
    <p>live part</p>
  </ClientOnly>
);

describe('ClientOnly', () => {
  it('renders the fallback on the server', () => {
    expect(renderToString(part)).toContain('placeholder');
    expect(renderToString(part)).not.toContain('live part');
  });

  it('hydrates the server HTML without a mismatch, then shows its children', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(part);
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, part, { onRecoverableError: recoverable });
    });
    expect(container.textContent).toBe('live part');
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });

  it('shows its children after mounting in the browser', async () => {
    render(part);
    expect(await screen.findByText('live part')).toBeInTheDocument();
  });
});
