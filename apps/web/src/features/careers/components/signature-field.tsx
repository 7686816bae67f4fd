import { useEffect, useId, useImperativeHandle, useRef, type Ref } from 'react';
import type SignaturePadType from 'signature_pad';
import type { PointGroup } from 'signature_pad';
import { useTranslation } from 'react-i18next';

export interface SignatureHandle {
  /** The drawing as a PNG, or null when nothing was drawn. */
  toPng: () => Promise<Blob | null>;
  focus: () => void;
}

/** Points scaled to a new canvas width: the canvas keeps its aspect ratio, so both axes scale alike. */
const scaled = (data: PointGroup[], ratio: number): PointGroup[] =>
  data.map((group) => ({
    ...group,
    points: group.points.map((p) => ({ ...p, x: p.x * ratio, y: p.y * ratio })),
  }));

/**
 * The drawn signature (signature_pad 5). Drawn with a mouse, a finger or a pen; the strokes are
 * kept when the canvas changes size (a resized window, a phone turned sideways) by re-drawing
 * them scaled from toData(). Keyboard users are told what drawing needs and how to get help.
 */
export function SignatureField({
  error,
  onChange,
  ref,
}: {
  error?: string;
  onChange: (signed: boolean) => void;
  ref?: Ref<SignatureHandle>;
}) {
  const { t } = useTranslation('careers');
  const { t: tCommon } = useTranslation();
  const id = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePadType | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useImperativeHandle(ref, () => ({
    toPng: () =>
      new Promise((resolve) => {
        if (!canvas.current || !pad.current || pad.current.isEmpty()) return resolve(null);
        canvas.current.toBlob((blob) => resolve(blob), 'image/png');
      }),
    focus: () => canvas.current?.focus(),
  }));

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    let width = 0;
    let disposed = false;
    let observer: ResizeObserver | null = null;
    const fit = () => {
      const current = pad.current;
      if (!current) return;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.width === width) return;
      const data = current.toData();
      const ratio = width ? rect.width / width : 1;
      width = rect.width;
      element.width = Math.round(rect.width * dpr());
      element.height = Math.round(rect.height * dpr());
      element.getContext('2d')?.scale(dpr(), dpr());
      current.clear();
      if (data.length > 0) current.fromData(scaled(data, ratio));
    };
    // Loaded on the client only: the page is rendered on the server too.
    void import('signature_pad').then(({ default: SignaturePad }) => {
      if (disposed) return;
      const created = new SignaturePad(element, { penColor: '#0f172a', minWidth: 0.8, maxWidth: 2.6 });
      created.addEventListener('endStroke', () => onChangeRef.current(!created.isEmpty()));
      pad.current = created;
      fit();
      observer = new ResizeObserver(fit);
      observer.observe(element);
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      pad.current?.off();
      pad.current = null;
    };
  }, []);

  const clear = () => {
    pad.current?.clear();
    onChange(false);
  };

  return (
    <div className="flex flex-col gap-2 md:col-span-2">
      <span id={`${id}-label`} className="text-sm font-medium text-slate-800">
        {t('signature.label')}
        <span aria-hidden="true" className="ms-0.5 text-red-700">
          *
        </span>
      </span>
      <p id={`${id}-help`} className="text-sm text-slate-700">
        {t('signature.help')}
      </p>
      <canvas
        ref={canvas}
        tabIndex={0}
        role="img"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
        data-invalid={Boolean(error)}
        className={`aspect-[5/2] w-full touch-none rounded-lg border-2 bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-brand/40 ${error ? 'border-red-600' : 'border-slate-300'}`}
      />
      <div>
        <button type="button" onClick={clear} className="text-sm font-medium text-red-700 underline">
          {t('signature.clear')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {tCommon(error, { defaultValue: error })}
        </p>
      )}
    </div>
  );
}

const dpr = () => Math.max(window.devicePixelRatio || 1, 1);
