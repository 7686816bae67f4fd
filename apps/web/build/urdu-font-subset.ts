import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

const WEIGHTS = [400, 700] as const;
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

/**
 * What Urdu text is written with: the Arabic letters and marks (U+0621-U+065F, U+0670), the
 * letters Urdu adds (ٹ پ چ ڈ ڑ ژ ک گ ں ہ ھ ۂ ۃ ی ے ۓ), Urdu and Latin digits, Arabic punctuation
 * and the joiners and direction marks. Staff write new Urdu content without a rebuild, so the set
 * is the alphabet, not only the words in the catalogs (those are added too, in case one uses a
 * rarer sign). A character left out still shows, in the next font of the stack (Noto Sans Arabic).
 */
const URDU_ALPHABET =
  range(0x0621, 0x065f) +
  '\u0670ٹپچڈڑژکگںہھۂۃیےۓ۔' +
  range(0x06f0, 0x06f9) +
  range(0x0660, 0x066d) +
  '0123456789،؛؟ .,:;!?()[]-–—/«»"\'%+*' +
  '\u200c\u200d\u200e\u200f';

function catalogText(localesDir: string): string {
  return readdirSync(localesDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => readFileSync(path.join(localesDir, file), 'utf8'))
    .join('');
}

/**
 * The two Noto Nastaliq Urdu weights (@fontsource, OFL) subset to the characters Urdu pages use,
 * at build time with HarfBuzz (subset-font): about 30 % fewer bytes each, and the layout tables
 * (GSUB/GPOS) keep every glyph those characters can become, so Nastaliq's joining and stacking is
 * unchanged (ADR 0904). The files are written once per input into `outDir` (the `@urdu-fonts`
 * alias of vite.config.ts, which src/fonts/urdu.css reads), and reused while the inputs are equal.
 */
export function urduFontSubset({
  fontsDir,
  localesDir,
  outDir,
}: {
  fontsDir: string;
  localesDir: string;
  outDir: string;
}): Plugin {
  return {
    name: 'urdu-font-subset',
    async config() {
      const text = [...new Set(URDU_ALPHABET + catalogText(localesDir))].join('');
      mkdirSync(outDir, { recursive: true });
      await Promise.all(
        WEIGHTS.map(async (weight) => {
          const source = readFileSync(
            path.join(fontsDir, `noto-nastaliq-urdu-arabic-${weight}-normal.woff2`),
          );
          const key = createHash('sha256').update(source).update(text).digest('hex').slice(0, 16);
          const target = path.join(outDir, `nastaliq-${weight}.woff2`);
          const stamp = `${target}.key`;
          if (existsSync(target) && existsSync(stamp) && readFileSync(stamp, 'utf8') === key) return;
          writeFileSync(target, await subsetFont(source, text, { targetFormat: 'woff2' }));
          writeFileSync(stamp, key);
        }),
      );
    },
  };
}
