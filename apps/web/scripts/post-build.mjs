// After `vite build`: move source maps out of the served folder, then write brotli and gzip copies
// of every text asset, so @fastify/static serves them precompressed (no compression per request).
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const client = path.join(dist, 'client');
const maps = path.join(dist, 'sourcemaps');
const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

rmSync(maps, { recursive: true, force: true });
let compressed = 0;
for (const file of [...files(client)]) {
  if (file.endsWith('.map')) {
    const target = path.join(maps, path.relative(client, file));
    mkdirSync(path.dirname(target), { recursive: true });
    renameSync(file, target);
    continue;
  }
  // index.html is the server's template, never sent as a file.
  if (!TEXT.test(file) || path.basename(file) === 'index.html' || statSync(file).size < 1024) continue;
  const body = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  compressed += 1;
}
console.log(`post-build: ${compressed} files precompressed (br, gz); source maps in dist/sourcemaps`);
