import { useCallback, useEffect, useId, useRef, useState } from 'react';

type Send<T> = (onProgress: (percent: number) => void, signal: AbortSignal) => Promise<T>;

/**
 * The percent sent of one upload at a time: null until it starts, and again after a failure so it
 * can be sent once more. A form's upload stays at 100 after success while the page moves on; with
 * `hideAfter` (a file sent on its own) the bar goes once it ends. A new upload cancels the one still
 * running, `cancel` aborts it (its promise rejects with an AbortError), and with `abortOnLeave`
 * leaving the page does too.
 */
export function useUploadProgress({ abortOnLeave = false }: { abortOnLeave?: boolean } = {}) {
  const [progress, setProgress] = useState<number | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => void (abortOnLeave && running.current?.abort()), [abortOnLeave]);

  const track = useCallback(
    async <T,>(send: Send<T>, { showAtOnce = true, hideAfter = false } = {}): Promise<T> => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      const own = () => running.current === controller;
      setProgress(showAtOnce ? 0 : null);
      try {
        const result = await send((percent) => own() && setProgress(percent), controller.signal);
        if (hideAfter && own()) setProgress(null);
        return result;
      } catch (error) {
        if (own()) setProgress(null);
        throw error;
      } finally {
        if (own()) running.current = null;
      }
    },
    [],
  );
  const cancel = useCallback(() => running.current?.abort(), []);
  return { progress, track, cancel };
}

/** A labelled progress bar whose text is announced politely as the upload moves on. */
export function UploadProgress({ percent, label }: { percent: number; label: string }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm text-slate-700" aria-live="polite">
        {label}
      </label>
      <progress id={id} max={100} value={percent} className="w-full accent-brand" />
    </div>
  );
}
