// Types for the parts of lib.mjs that TypeScript files (Playwright config and specs) import.
export function freePort(): Promise<number>;
export function findChromium(): string | null;
export function throwAwayServerEnv(
  options: { port: number; dataDir: string } & Record<string, string | number>,
): Record<string, string>;
export function startThrowAwayServer(
  overrides?: Record<string, string>,
): Promise<{ url: string; stop: () => Promise<void>; dataDir: string }>;
