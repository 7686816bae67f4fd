import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import SignaturePad from 'signature_pad';
import { Button } from '../../../components/ui/button';

/**
 * A signature drawn with a finger, pen or mouse (signature_pad 5), handed up as a PNG data URL
 * after every stroke, or '' once cleared. When the canvas changes size (a phone turned sideways)
 * the strokes are kept as points and redrawn at the new size instead of being lost.
 */
export function SignatureField({
  label,
  error,
  onChange,
}: {
  label: string;
  error?: string;
  onChange: (dataUrl: string) => void;
}) {
  const { t } = useTranslation('hr');
  const { t: common } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const changeRef = useRef(onChange);
  useEffect(() => {
    changeRef.current = onChange;
  });
  const id = useId();

  useEffect(() => {
    const canvas = canvasRef.current!;
    const pad = new SignaturePad(canvas, { penColor: '#0f172a' });
    padRef.current = pad;
    const fit = () => {
      const strokes = pad.toData();
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')!.scale(ratio, ratio);
      pad.clear();
      pad.fromData(strokes);
    };
    fit();
    const done = () => changeRef.current(pad.isEmpty() ? '' : pad.toDataURL('image/png'));
    pad.addEventListener('endStroke', done);
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', done);
      pad.off();
    };
  }, []);

  const clear = () => {
    padRef.current?.clear();
    onChange('');
  };

  return (
    <div className="flex flex-col gap-1">
      <span id={`${id}-label`} className="text-sm font-medium text-slate-800">
        {label}
        <span aria-hidden="true" className="ms-0.5 text-red-700">
          *
        </span>
      </span>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t('interview.signatureHint')}
      </p>
      <canvas
        ref={canvasRef}
        role="img"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className={`h-40 w-full touch-none rounded-md border bg-white ${error ? 'border-red-600' : 'border-slate-300'}`}
      />
      <Button variant="secondary" className="self-start" onClick={clear}>
        {t('interview.clearSignature')}
      </Button>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {common(error, { defaultValue: error })}
        </p>
      )}
    </div>
  );
}
