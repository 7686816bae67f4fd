import {
  dateTimeFormat,
  formatDate,
  formatNumber,
  RIYADH_TIME_ZONE,
  type Language,
  type RateHistoryPoint,
} from '@waha/shared';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface HistoryChartProps {
  points: RateHistoryPoint[];
  language: Language;
  /** `time`: the legend's name for the time axis (uPlot's own default is the English "Time"). */
  labels: { time: string; buy: string; sell: string; summary: string };
}

/**
 * The buy and sell lines (uPlot, in this lazily loaded chunk only: the page's table carries the
 * same points for screen readers). Forced left to right: time runs left to right in every
 * language, as on every financial chart; the labels are localised through the shared formatters.
 */
export default function HistoryChart({ points, language, labels }: HistoryChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el || points.length === 0) return;
    const data: uPlot.AlignedData = [
      points.map((p) => Date.parse(p.at) / 1000),
      points.map((p) => Number(p.buy)),
      points.map((p) => Number(p.sell)),
    ];
    const plot = new uPlot(
      {
        width: el.clientWidth || 320,
        height: 240,
        series: [
          { label: labels.time, value: (_u, v) => (v == null ? '' : formatDate(v * 1000, language)) },
          { label: labels.buy, stroke: '#0f766e', width: 2, value: (_u, v) => fmt(v, language) },
          {
            label: labels.sell,
            stroke: '#b45309',
            width: 2,
            dash: [6, 3],
            value: (_u, v) => fmt(v, language),
          },
        ],
        axes: [
          { values: (_u, ticks) => ticks.map((v) => shortDate(v * 1000, language)) },
          { size: 64, values: (_u, ticks) => ticks.map((v) => formatNumber(v, language)) },
        ],
        cursor: { drag: { x: false, y: false } },
      },
      data,
      el,
    );
    const resize = () => plot.setSize({ width: el.clientWidth || 320, height: 240 });
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      plot.destroy();
    };
  }, [points, language, labels.time, labels.buy, labels.sell]);
  return <div ref={box} dir="ltr" role="img" aria-label={labels.summary} className="min-h-[17rem] w-full" />;
}

const fmt = (v: number | null, language: Language) => (v == null ? '' : formatNumber(v, language));

/** Day and month (Riyadh) for the axis: a year's ticks fit on a 375 px screen without the year. */
const shortDate = (ms: number, language: Language) =>
  dateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: RIYADH_TIME_ZONE }).format(ms);
