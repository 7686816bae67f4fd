// Modules made by the build's plugins (vite.config.ts).
declare module 'virtual:flag-codes' {
  /** The countries with a flag under /flags/XX.svg (build/flag-files.ts). */
  export const FLAG_CODES: ReadonlySet<string>;
}
