import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useSeenOnce } from '../../lib/use-seen-once';
import type SignaturePadType from 'signature_pad';
import type { PointGroup } from 'signature_pad';

export interface SignatureHandle {
  /** The signature as a PNG, or null when there is none. */
  toPng: () => Promise<Blob | null>;
  focus: () => void;
}

/** Points scaled to a new canvas width: the canvas keeps its aspect ratio, so both axes scale alike. */
const scaled = (data: PointGroup[], ratio: number): PointGroup[] =>
  data.map((group) => ({
    ...group,
    points: group.points.map((p) => ({ ...p, x: p.x * ratio, y: p.y * ratio })),
  }));
const dpr = () => Math.max(window.devicePixelRatio || 1, 1);

/**
 * A signature (signature_pad 5), drawn with a mouse, a finger or a pen, or typed: someone who cannot
 * draw (keyboard only, a screen reader) types their name and it is written into the box, so either
 * way the result is one PNG. Drawn strokes are kept when the canvas changes size (a resized window, a
 * phone turned sideways) by re-drawing them scaled. `onChange` gets the PNG as a data URL, or ''.
 */
export function SignatureField({
  label,
  hint,
  error,
  onChange,
  ref,
}: {
  label: string;
  hint: string;
  error?: string;
  onChange: (pngDataUrl: string) => void;
  ref?: Ref<SignatureHandle>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const pad = useRef<SignaturePadType | null>(null);
  // The pad (its code, and measuring the box) waits until the visitor nears it: at the foot of a
  // long form, setting it up as the page came alive forced a layout of the whole form (ADR 2605).
  const [area, nearby] = useSeenOnce<HTMLDivElement>({ rootMargin: '600px' });
  const [ready, setReady] = useState(false);
  const [typed, setTyped] = useState('');
  const typedRef = useRef('');
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  const signed = () => Boolean(typedRef.current.trim()) || Boolean(pad.current && !pad.current.isEmpty());
  const report = () =>
    onChangeRef.current(signed() && canvas.current ? canvas.current.toDataURL('image/png') : '');

  useImperativeHandle(ref, () => ({
    toPng: () =>
      new Promise((resolve) => {
        if (!canvas.current || !signed()) return resolve(null);
        canvas.current.toBlob((blob) => resolve(blob), 'image/png');
      }),
    // The typed name is the part every visitor can reach with the keyboard.
    focus: () => input.current?.focus(),
  }));

  useEffect(() => {
    const element = canvas.current;
    if (!element || !nearby) return;
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
      if (typedRef.current.trim()) writeName(element, typedRef.current);
      else if (data.length > 0) current.fromData(scaled(data, ratio));
    };
    // Loaded on the client only: the page is rendered on the server too.
    void import('signature_pad').then(({ default: SignaturePad }) => {
      if (disposed) return;
      const created = new SignaturePad(element, { penColor: '#0f172a', minWidth: 0.8, maxWidth: 2.6 });
      // Drawing replaces a typed name.
      created.addEventListener('beginStroke', () => {
        if (!typedRef.current) return;
        typedRef.current = '';
        setTyped('');
        created.clear();
      });
      created.addEventListener('endStroke', report);
      pad.current = created;
      // Sized in the observer's first call, after the browser's own layout: no forced one here.
      observer = new ResizeObserver(() => {
        fit();
        setReady(true);
      });
      observer.observe(element);
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      pad.current?.off();
      pad.current = null;
    };
    // report reads refs only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [nearby]);

  const type = (name: string) => {
    typedRef.current = name;
    setTyped(name);
    pad.current?.clear();
    if (canvas.current && name.trim()) writeName(canvas.current, name);
    report();
  };
  const clear = () => type('');

  return (
    <div ref={area} className="flex flex-col gap-2">
      <span id={`${id}-label`} className="text-sm font-medium text-slate-800">
        {label}
        <span aria-hidden="true" className="ms-0.5 text-red-700">
          *
        </span>
      </span>
      <p id={`${id}-help`} className="text-sm text-slate-700">
        {hint}
      </p>
      <canvas
        ref={canvas}
        tabIndex={-1}
        role="img"
        // Busy until the pad is set up and sized (it is, before the visitor reaches it).
        aria-busy={!ready}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
        className={`aspect-[5/2] max-h-56 w-full touch-none rounded-lg border-2 bg-white focus:outline-none ${error ? 'border-red-600' : 'border-slate-300'}`}
      />
      <label htmlFor={`${id}-typed`} className="text-sm text-slate-800">
        {t('signature.typeInstead')}
      </label>
      <input
        ref={input}
        id={`${id}-typed`}
        aria-invalid={Boolean(error)}
        value={typed}
        onChange={(event) => type(event.target.value)}
        autoComplete="name"
        maxLength={80}
        aria-describedby={error ? `${id}-error` : undefined}
        className="max-w-md rounded-md border border-slate-300 px-3 py-2"
      />
      <div>
        <button type="button" onClick={clear} className="text-sm font-medium text-red-700 underline">
          {t('signature.clear')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {t(error, { defaultValue: error })}
        </p>
      )}
    </div>
  );
}

/** A typed name written into the box, large and centred, in the page's own script and direction. */
function writeName(element: HTMLCanvasElement, name: string) {
  const context = element.getContext('2d');
  if (!context) return;
  const width = element.width / dpr();
  const height = element.height / dpr();
  context.save();
  context.fillStyle = '#0f172a';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.direction = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
  let size = Math.min(48, height * 0.45);
  context.font = `italic ${size}px serif`;
  while (size > 12 && context.measureText(name).width > width * 0.9) {
    size -= 2;
    context.font = `italic ${size}px serif`;
  }
  context.fillText(name, width / 2, height / 2);
  context.restore();
}
