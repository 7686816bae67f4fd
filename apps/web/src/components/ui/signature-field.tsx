import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useSeenOnce } from '../../lib/use-seen-once';
import { useSignaturePad, writeName } from './use-signature-pad';

export interface SignatureHandle {
  /** The signature as a PNG, or null when there is none. */
  toPng: () => Promise<Blob | null>;
  focus: () => void;
}

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
