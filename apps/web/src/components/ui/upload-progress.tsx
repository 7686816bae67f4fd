import { useCallback, useId, useState } from 'react';

/**
 * The percent sent of a form's upload: null until it is sent, and again after a failure so the
 * visitor can send once more; it stays at 100 after success while the page moves on.
 */
export function useUploadProgress() {
  const [progress, setProgress] = useState<number | null>(null);
  const track = useCallback(
    async <T,>(send: (onProgress: (percent: number) => void) => Promise<T>, showAtOnce = true) => {
      setProgress(showAtOnce ? 0 : null);
      try {
        return await send(setProgress);
      } catch (error) {
        setProgress(null);
        throw error;
      }
    },
    [],
  );
  return { progress, track };
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
