import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Form } from './form';

function renderAt(path: string, onSubmit = vi.fn()) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <Form aria-label="test form" onSubmit={onSubmit}>
            <input name="nationalId" aria-label="id" defaultValue="1098765432" />
            <button type="submit">send</button>
          </Form>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return screen.getByRole('form', { name: 'test form' });
}

describe('Form', () => {
  it('posts to the page it is on, query included, never with GET', () => {
    const form = renderAt('/support?lang=en');
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/support?lang=en');
  });

  it('hands a submit to its handler and never lets the browser send the form itself', () => {
    const onSubmit = vi.fn();
    const form = renderAt('/call-request', onSubmit);
    const event = new Event('submit', { bubbles: true, cancelable: true });
    fireEvent(form, event);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });

  it('prevents the browser submit even without a handler', () => {
    const form = renderAt('/');
    const event = new Event('submit', { bubbles: true, cancelable: true });
    fireEvent(form, event);
    expect(event.defaultPrevented).toBe(true);
  });
});
