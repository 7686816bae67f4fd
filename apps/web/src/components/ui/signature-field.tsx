import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref, type RefObject } from 'react';
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
  // The pad (its code, and measuring the box) waits until the visitor nears it: at the foot of a
  // long form, setting it up as the page came alive forced a layout of the whole form (ADR 2605).
  const [area, nearby] = useSeenOnce<HTMLDivElement>({ rootMargin: '600px' });
  const [typed, setTyped] = useState('');
  const typedRef = useRef('');
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  const { pad, ready } = useSignaturePad({
    canvas,
    nearby,
    typedRef,
    // Drawing replaces a typed name.
    onTypedCleared: () => setTyped(''),
    report: () => report(),
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

  const type = (name: string) => {
    typedRef.current = name;
    setTyped(name);
    pad.current?.clear();
    if (canvas.current && name.trim()) writeName(canvas.current, name);
    report();
  };

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
      <TypedName id={id} input={input} typed={typed} error={error} onType={type} />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {t(error, { defaultValue: error })}
        </p>
      )}
    </div>
  );
}

/** The name typed instead of drawn (written into the box), and the button that clears both. */
function TypedName({
  id,
  input,
  typed,
  error,
  onType,
}: {
  id: string;
  input: RefObject<HTMLInputElement | null>;
  typed: string;
  error: string | undefined;
  onType: (name: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <label htmlFor={`${id}-typed`} className="text-sm text-slate-800">
        {t('signature.typeInstead')}
      </label>
      <input
        ref={input}
        id={`${id}-typed`}
        aria-invalid={Boolean(error)}
        value={typed}
        onChange={(event) => onType(event.target.value)}
        autoComplete="name"
        maxLength={80}
        aria-describedby={error ? `${id}-error` : undefined}
        className="max-w-md rounded-md border border-slate-300 px-3 py-2"
      />
      <div>
        <button
          type="button"
          onClick={() => onType('')}
          className="text-sm font-medium text-red-700 underline"
        >
          {t('signature.clear')}
        </button>
      </div>
    </>
  );
}

/**
 * The signature_pad on `canvas`, loaded and set up once the visitor is `nearby` (on the client
 * only: the page is rendered on the server too), sized to its box whenever that changes.
 */
function useSignaturePad({
  canvas,
  nearby,
  typedRef,
  onTypedCleared,
  report,
}: {
  canvas: RefObject<HTMLCanvasElement | null>;
  nearby: boolean;
  typedRef: RefObject<string>;
  onTypedCleared: () => void;
  report: () => void;
}) {
  const pad = useRef<SignaturePadType | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const element = canvas.current;
    if (!element || !nearby) return;
    let width = 0;
    let disposed = false;
    let observer: ResizeObserver | null = null;
    void import('signature_pad').then(({ default: SignaturePad }) => {
      if (disposed) return;
      const created = new SignaturePad(element, { penColor: '#0f172a', minWidth: 0.8, maxWidth: 2.6 });
      created.addEventListener('beginStroke', () => {
        if (!typedRef.current) return;
        typedRef.current = '';
        onTypedCleared();
        created.clear();
      });
      created.addEventListener('endStroke', report);
      pad.current = created;
      // Sized in the observer's first call, after the browser's own layout: no forced one here.
      observer = new ResizeObserver(() => {
        width = fitCanvas(element, created, width, typedRef.current);
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
    // The callbacks read refs and set state only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [nearby]);
  return { pad, ready };
}

/**
 * Sizes the canvas to its box in device pixels and draws again what it held: the typed name, or
 * the strokes scaled to the new width. Answers the width now drawn for.
 */
function fitCanvas(element: HTMLCanvasElement, pad: SignaturePadType, width: number, typed: string) {
  const rect = element.getBoundingClientRect();
  if (rect.width === 0 || rect.width === width) return width;
  const data = pad.toData();
  const ratio = width ? rect.width / width : 1;
  element.width = Math.round(rect.width * dpr());
  element.height = Math.round(rect.height * dpr());
  element.getContext('2d')?.scale(dpr(), dpr());
  pad.clear();
  if (typed.trim()) writeName(element, typed);
  else if (data.length > 0) pad.fromData(scaled(data, ratio));
  return rect.width;
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
