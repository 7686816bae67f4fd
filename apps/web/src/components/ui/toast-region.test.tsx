import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { loadedToastify, showToast } from '../../lib/toasts';
import { ToastRegion } from './toast-region';

const renderRegion = () =>
  render(
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>,
  );

beforeEach(async () => {
  await initI18n('ar');
});

// One file, in order: the library is loaded once per page, like in the browser.
describe('ToastRegion', () => {
  it('renders nothing, and react-toastify is not loaded, until the first toast', () => {
    const { container } = renderRegion();
    expect(container).toBeEmptyDOMElement();
    expect(loadedToastify()).toBeNull();
  });

  it('loads the library on the first toast and shows it top-center in a translated region', async () => {
    const { container } = renderRegion();
    await act(() => showToast('success', 'تم استلام طلبك'));
    expect(await screen.findByText('تم استلام طلبك')).toBeInTheDocument();
    const region = container.querySelector('[aria-label="الإشعارات"]');
    expect(region).not.toBeNull();
    await waitFor(() =>
      expect(container.querySelector('.Toastify__toast-container--top-center')).not.toBeNull(),
    );
    expect(container.querySelector('.Toastify__toast--success')).not.toBeNull();
  });

  it('shows a toast with an id once while it is open (the session toast), elsewhere where asked', async () => {
    const { container } = renderRegion();
    await act(async () => {
      await Promise.all([
        showToast('error', 'انتهت الجلسة', { toastId: 'session', position: 'top-right' }),
        showToast('error', 'انتهت الجلسة', { toastId: 'session', position: 'top-right' }),
      ]);
    });
    await waitFor(() => expect(screen.getAllByText('انتهت الجلسة')).toHaveLength(1));
    expect(container.querySelector('.Toastify__toast-container--top-right')).not.toBeNull();
  });
});
