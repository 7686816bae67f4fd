import CountUpImport from 'react-countup';

/**
 * react-countup is CommonJS: under Vite the default import can be the exports object itself
 * (React error #130 when rendered), so take its `default` when there is one.
 */
export const CountUp: typeof CountUpImport =
  (CountUpImport as unknown as { default?: typeof CountUpImport }).default ?? CountUpImport;
