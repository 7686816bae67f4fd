import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useUploadProgress } from './upload-progress';

describe('useUploadProgress', () => {
  it('follows the upload, keeps 100 after success and hides again after a failure', async () => {
    const { result } = renderHook(() => useUploadProgress());
    expect(result.current.progress).toBeNull();

    let report: (percent: number) => void = () => {};
    let finish: (ok: boolean) => void = () => {};
    let sent!: Promise<unknown>;
    act(() => {
      sent = result.current.track(
        (onProgress) =>
          new Promise<string>((resolve, reject) => {
            report = onProgress;
            finish = (ok) => (ok ? resolve('done') : reject(new Error('refused')));
          }),
      );
    });
    expect(result.current.progress).toBe(0);
    act(() => report(40));
    expect(result.current.progress).toBe(40);
    act(() => report(100));
    await act(async () => {
      finish(true);
      await expect(sent).resolves.toBe('done');
    });
    expect(result.current.progress).toBe(100);

    act(() => {
      sent = result.current.track(
        () =>
          new Promise((_, reject) => {
            finish = () => reject(new Error('refused'));
          }),
      );
    });
    await act(async () => {
      finish(false);
      await expect(sent).rejects.toThrow('refused');
    });
    expect(result.current.progress).toBeNull();
  });

  it('shows nothing at first when asked, until the upload reports', () => {
    const { result } = renderHook(() => useUploadProgress());
    act(() => {
      void result.current.track(
        (onProgress) => {
          onProgress(10);
          return new Promise(() => {});
        },
        { showAtOnce: false },
      );
    });
    expect(result.current.progress).toBe(10);
  });

  it('runs one upload at a time: a new one aborts the last, whose late reports are ignored', async () => {
    const { result } = renderHook(() => useUploadProgress());
    let firstReport: (percent: number) => void = () => {};
    let firstSignal!: AbortSignal;
    let first!: Promise<unknown>;
    act(() => {
      first = result.current.track((onProgress, signal) => {
        firstReport = onProgress;
        firstSignal = signal;
        return new Promise((_, reject) =>
          signal.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError'))),
        );
      });
    });
    let second!: Promise<unknown>;
    act(() => {
      second = result.current.track(
        async (onProgress) => {
          onProgress(30);
          return 'sent';
        },
        { hideAfter: true },
      );
    });
    expect(firstSignal.aborted).toBe(true);
    await act(async () => {
      await expect(first).rejects.toThrow('cancelled');
      firstReport(90);
      await expect(second).resolves.toBe('sent');
    });
    // hideAfter: the bar is gone once the file is sent.
    expect(result.current.progress).toBeNull();
  });

  it('cancel aborts the upload running', () => {
    const { result } = renderHook(() => useUploadProgress());
    let signal!: AbortSignal;
    act(() => {
      void result.current
        .track((_, given) => {
          signal = given;
          return new Promise(() => {});
        })
        .catch(() => undefined);
    });
    act(() => result.current.cancel());
    expect(signal.aborted).toBe(true);
  });
});
