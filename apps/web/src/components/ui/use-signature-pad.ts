import { useEffect, useRef, useState, type RefObject } from 'react';
import type SignaturePadType from 'signature_pad';
import type { PointGroup } from 'signature_pad';

/** Points scaled to a new canvas width: the canvas keeps its aspect ratio, so both axes scale alike. */
const scaled = (data: PointGroup[], ratio: number): PointGroup[] =>
  data.map((group) => ({
    ...group,
    points: group.points.map((p) => ({ ...p, x: p.x * ratio, y: p.y * ratio })),
  }));
const dpr = () => Math.max(window.devicePixelRatio || 1, 1);

/**
 * The signature_pad on `canvas`, loaded and set up once the visitor is `nearby` (on the client
 * only: the page is rendered on the server too), sized to its box whenever that changes.
 */
export function useSignaturePad({
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
export function writeName(element: HTMLCanvasElement, name: string) {
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
