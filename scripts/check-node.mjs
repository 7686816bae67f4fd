// Runs before `npm start`, `npm run serve` and `npm test` (package.json's pre-scripts; `npm ci` is
// refused earlier by .npmrc's engine-strict, whose message prints package.json's engines, command
// included). Under an older Node the native addons (built for 24) and the built server crash with a
// segmentation fault; this says what to do instead, in one line. Kept to syntax every Node since 12
// parses, so the old Node it is meant for can run it.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The refusal for `current` (e.g. "20.20.2") against a ">=N" engines range, or null when it suits. */
export function nodeVersionRefusal(current, range) {
  const needed = Number(/^>=\s*(\d+)/.exec(range)?.[1]);
  const major = Number(current.split('.')[0]);
  if (!Number.isInteger(needed) || major >= needed) return null;
  return (
    `This project needs Node.js ${needed} or newer (this is Node.js ${current}): ` +
    'run `source scripts/node24.sh` in this shell (it installs Node 24 from the npm registry once), then this command again.'
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  const refusal = nodeVersionRefusal(process.versions.node, engines.node);
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
}
