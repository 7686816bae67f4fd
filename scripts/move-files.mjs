/**
 * Moves server files into the layout of ADR 2607 and rewrites every path that names them:
 * relative import specifiers (import/export/import()/vi.mock()/new URL(..., import.meta.url)) in
 * every code file, the specifiers inside moved files, and file paths written in docs, package.json
 * scripts, tsconfig files, .ci and comments. Specifiers are resolved to files, not matched as text,
 * so files added or edited after this list was written are rewritten too.
 *
 * Re-runnable: a move whose target exists and source does not is skipped, and a second run changes
 * nothing. A source that is missing while its target is missing too stops the run before any
 * change. `--dry-run` prints what would change.
 *
 *   node scripts/move-files.mjs [--dry-run] [--verbose]   (--verbose lists the edited files)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const DRY = process.argv.includes('--dry-run');
const VERBOSE = DRY || process.argv.includes('--verbose');
const SELF = ['scripts/move-files.mjs', 'docs/decisions/2607-module-layout.md'];

/** Folder, then [old name, new name] below it. */
const MOVES = [
  [
    'apps/server/src',
    [
      ['config.ts', 'config/index.ts'],
      ['config.test.ts', 'config/index.test.ts'],
      ['config-database.ts', 'config/database.ts'],
      ['config-einvoicing.ts', 'config/einvoicing.ts'],
      ['config-einvoicing.test.ts', 'config/einvoicing.test.ts'],
      ['config-mail.ts', 'config/mail.ts'],
      ['config-operations.ts', 'config/operations.ts'],
      ['config-rate-alerts.ts', 'config/rate-alerts.ts'],
      ['config-secrets.ts', 'config/secrets.ts'],
      ['config-storage.ts', 'config/storage.ts'],
      ['config-storage-sweep.ts', 'config/storage-sweep.ts'],
      ['config-storage-sweep.test.ts', 'config/storage-sweep.test.ts'],
      ['config-ticket-clock.ts', 'config/ticket-clock.ts'],
      ['config-trust-proxy.ts', 'config/trust-proxy.ts'],
      // A config-<x>.ts added later follows the rule below (config/<x>.ts).
    ],
  ],
  [
    'apps/server/src/modules/einvoicing',
    [
      // The repository naming rule below renames it; listed so the rename is visible here.
      ['desk-repository.ts', 'repository-desk.ts'],
    ],
  ],
  [
    'apps/server/src/modules/tickets',
    [
      ['service.ts', 'customer/service.ts'],
      ['customer-repository.ts', 'customer/repository.ts'],
      ['submit.test.ts', 'customer/submit.test.ts'],
      ['customer-side.test.ts', 'customer/customer-side.test.ts'],

      ['staff-routes.ts', 'staff/routes.ts'],
      ['staff-actions.ts', 'staff/actions.ts'],
      ['staff-bulk-routes.ts', 'staff/bulk-routes.ts'],
      ['staff-moves.ts', 'staff/moves.ts'],
      ['staff-repository.ts', 'staff/repository.ts'],
      ['staff-view.ts', 'staff/view.ts'],
      ['figures.ts', 'staff/figures.ts'],
      ['figures.test.ts', 'staff/figures.test.ts'],
      ['queue.test.ts', 'staff/queue.test.ts'],
      ['escalation-scope.test.ts', 'staff/escalation-scope.test.ts'],

      ['canned-routes.ts', 'canned/routes.ts'],
      ['canned-repository.ts', 'canned/repository.ts'],
      ['canned.test.ts', 'canned/canned.test.ts'],

      ['complaint-routes.ts', 'complaints/routes.ts'],
      ['complaints-repository.ts', 'complaints/repository.ts'],
      ['complaint-register.ts', 'complaints/register.ts'],
      ['complaint-figures.ts', 'complaints/figures.ts'],
      ['complaint-pdf.ts', 'complaints/pdf.ts'],
      ['complaint-csv.ts', 'complaints/csv.ts'],
      ['complaint-figures.test.ts', 'complaints/figures.test.ts'],
      ['complaint-register.test.ts', 'complaints/register.test.ts'],
      ['complaint-report.test.ts', 'complaints/report.test.ts'],

      ['clock.ts', 'clock/clock.ts'],
      ['clock-mail.ts', 'clock/mail.ts'],
      ['clock-plugin.ts', 'clock/plugin.ts'],
      ['clock-repository.ts', 'clock/repository.ts'],
      ['clock.test.ts', 'clock/clock.test.ts'],
      ['clock-mail.test.ts', 'clock/mail.test.ts'],
    ],
  ],
  [
    'apps/server/src/modules/staff',
    [
      ['auth-routes.ts', 'auth/routes.ts'],
      ['setup-routes.ts', 'auth/setup-routes.ts'],
      ['repository-setup.ts', 'auth/repository-setup.ts'],
      ['self-routes.ts', 'auth/self-routes.ts'],
      ['sessions.ts', 'auth/sessions.ts'],
      ['devices.ts', 'auth/devices.ts'],
      ['passwords.ts', 'auth/passwords.ts'],
      ['common-passwords.ts', 'auth/common-passwords.ts'],
      ['signin-limits.ts', 'auth/signin-limits.ts'],
      ['signin-notice.ts', 'auth/signin-notice.ts'],
      ['signin-steps.ts', 'auth/signin-steps.ts'],
      ['auth.test.ts', 'auth/auth.test.ts'],
      ['signin-devices.test.ts', 'auth/signin-devices.test.ts'],
      ['signin-race.test.ts', 'auth/signin-race.test.ts'],

      ['factor-routes.ts', 'factors/routes.ts'],
      ['factor-common.ts', 'factors/common.ts'],
      ['repository-factors.ts', 'factors/repository.ts'],
      ['totp.ts', 'factors/totp.ts'],
      ['challenges.ts', 'factors/challenges.ts'],
      ['factor-changes.test.ts', 'factors/changes.test.ts'],

      ['passkeys.ts', 'passkeys/passkeys.ts'],
      ['repository-passkeys.ts', 'passkeys/repository.ts'],
      ['passkey-routes.ts', 'passkeys/routes.ts'],
      ['passkey-signin-routes.ts', 'passkeys/signin-routes.ts'],
      ['passkeys.test.ts', 'passkeys/passkeys.test.ts'],
      ['passkey-race.test.ts', 'passkeys/race.test.ts'],

      ['accounts.ts', 'accounts/accounts.ts'],
      ['accounts-list.ts', 'accounts/list.ts'],
      ['admin-routes.ts', 'accounts/admin-routes.ts'],
      ['repository-admin.ts', 'accounts/repository.ts'],
      ['repository-accounts.ts', 'accounts/repository-list.ts'],
      ['create-account.ts', 'accounts/create-account.ts'],
      ['assignees.ts', 'accounts/assignees.ts'],

      ['audit.ts', 'audit/audit.ts'],
      ['audit-routes.ts', 'audit/routes.ts'],
      ['repository-audit.ts', 'audit/repository.ts'],
      ['audit.test.ts', 'audit/audit.test.ts'],

      ['notifications.ts', 'notifications/notifications.ts'],
      ['notification-routes.ts', 'notifications/routes.ts'],
    ],
  ],
];

/** Names for files the list above does not know (added later): old path -> new path or null. */
const RULES = [
  // Configuration modules live in one folder.
  (file) => file.replace(/^apps\/server\/src\/config-([^/]+\.ts)$/, 'apps/server/src/config/$1'),
  // Repository files are repository.ts or repository-<part>.ts, never <part>-repository.ts.
  (file) =>
    file.replace(/^(apps\/server\/src\/.*\/)([^/]+)-repository((?:\.test)?\.ts)$/, '$1repository-$2$3'),
].map((rule) => (file) => (rule(file) === file ? null : rule(file)));

/** What stays at a module's root; anything else there is reported (a file added after this list). */
const ROOT_FILES = {
  'apps/server/src/modules/tickets': [
    ...['index', 'routes', 'repository', 'notify', 'thread', 'ticket-row', 'uploads'].map((n) => `${n}.ts`),
    'lifecycle.test.ts',
  ],
  'apps/server/src/modules/staff': [
    ...['index', 'plugin', 'routes', 'route-config', 'list-routes'].map((n) => `${n}.ts`),
    ...['permissions', 'route-guard', 'desk-routes', 'lists-keyset', 'lists-sort'].map((n) => `${n}.test.ts`),
  ],
};

/** Paths a file computes at run time from its own place: fixed by hand, checked on every run. */
const PATCHES = [
  {
    file: 'apps/server/src/config/index.ts',
    from: "/** apps/server/{src,dist} -> repository root, so relative defaults work from any cwd. */\nconst REPO_ROOT = path.resolve(here, '../../..');",
    to: "/** apps/server/{src,dist}/config -> repository root, so relative defaults work from any cwd. */\nconst REPO_ROOT = path.resolve(here, '../../../..');",
  },
  {
    file: 'docs/operations.md',
    from: '`apps/server/src/modules/tickets/clock*.ts`',
    to: '`apps/server/src/modules/tickets/clock/`',
  },
  {
    file: 'README.md',
    from: [
      'apps/server       Fastify API: app.ts builds the app, server.ts listens; plugins/, modules/<area>/,',
      "                  core/ (the company's core records), db/ (Kysely, migrations, demo seed)",
    ].join('\n'),
    to: [
      'apps/server       Fastify API: app.ts builds the app, server.ts listens; config/ (environment, checked',
      "                  at start), plugins/, modules/<area>/ (a big module's sub-areas in subfolders), core/",
      "                  (the company's core records), db/ (Kysely, migrations, demo seed)",
    ].join('\n'),
  },
];

const CODE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const TEXT = /(\.(md|ya?ml|sh)|(^|\/)package\.json|(^|\/)tsconfig[^/]*\.json|^\.ci\/[^/.]+)$/;
const SPECIFIERS = [
  /(\b(?:from|import)\s*)(['"])(\.\.?\/[^'"\n]*)\2/g,
  /(\b(?:import|require|vi\.(?:mock|doMock|unmock|importActual|importMock)|import\.meta\.resolve)\s*\(\s*)(['"])(\.\.?\/[^'"\n]*)\2/g,
  /(\bnew\s+URL\(\s*)(['"])(\.\.?\/[^'"\n]*)\2(?=\s*,\s*import\.meta\.url)/g,
];
const JS_TO_TS = { '.js': ['.ts', '.tsx'], '.jsx': ['.tsx'], '.mjs': ['.mts'], '.cjs': ['.cts'] };
const EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.mts', '.cjs', '.cts'];
const posix = path.posix;

const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' });
const read = (file) => readFileSync(path.join(ROOT, file), 'utf8');

function listFiles() {
  const out = git('ls-files', '-z', '--cached', '--others', '--exclude-standard');
  const files = new Set(out.split('\0').filter((f) => f && existsSync(path.join(ROOT, f))));
  return { files, tracked: new Set(git('ls-files', '-z').split('\0').filter(Boolean)) };
}

/** Every move, listed or by rule: pending ones (source present) and done ones (target present). */
function planMoves(files) {
  const listed = new Map();
  for (const [folder, pairs] of MOVES)
    for (const [from, to] of pairs) listed.set(`${folder}/${from}`, `${folder}/${to}`);
  for (const file of files) {
    const target = listed.has(file) ? null : RULES.map((rule) => rule(file)).find(Boolean);
    if (target) listed.set(file, target);
  }
  const pending = new Map();
  const problems = [];
  for (const [from, to] of listed) {
    const [hasFrom, hasTo] = [files.has(from), files.has(to)];
    if (hasFrom && hasTo) problems.push(`both ${from} and ${to} exist`);
    else if (hasFrom) pending.set(from, to);
    else if (!hasTo) problems.push(`${from} is missing (and ${to} does not exist): update MOVES`);
  }
  if (problems.length) {
    console.error(`move-files: stopped before any change:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  return { all: listed, pending };
}

/** The file a relative specifier names, and how it names it (so the new one keeps the style). */
function resolveSpecifier(fromFile, spec, known) {
  const bare = spec.replace(/[?#].*$/, '');
  const target = posix.normalize(posix.join(posix.dirname(fromFile), bare));
  if (target.startsWith('../')) return null;
  if (known(target)) return { file: target, style: 'exact' };
  const ext = posix.extname(target);
  for (const alt of JS_TO_TS[ext] ?? []) {
    const file = target.slice(0, -ext.length) + alt;
    if (known(file)) return { file, style: 'swap', ext };
  }
  for (const e of EXTENSIONS) if (known(target + e)) return { file: target + e, style: 'bare' };
  for (const e of EXTENSIONS)
    if (known(`${target}/index${e}`)) return { file: `${target}/index${e}`, style: 'dir' };
  return null;
}

function specifierFor(newFrom, newTarget, { style, ext }, spec) {
  let rel = posix.relative(posix.dirname(newFrom), newTarget);
  const targetExt = posix.extname(newTarget);
  if (style === 'swap') rel = rel.slice(0, -targetExt.length) + ext;
  if (style === 'bare') rel = rel.slice(0, -targetExt.length);
  if (style === 'dir')
    rel = /^index\./.test(posix.basename(rel)) ? posix.dirname(rel) : rel.slice(0, -targetExt.length);
  if (!rel.startsWith('.')) rel = `./${rel}`;
  return rel + spec.slice(spec.replace(/[?#].*$/, '').length);
}

/** Rewrites the relative specifiers of one code file; `file` is its current (old) path. */
function rewriteSpecifiers(file, text, ctx) {
  const newFile = ctx.pending.get(file) ?? file;
  let count = 0;
  let out = text;
  for (const pattern of SPECIFIERS)
    out = out.replace(pattern, (whole, head, quote, spec) => {
      const found = resolveSpecifier(file, spec, ctx.known);
      if (!found) return whole;
      const newTarget = ctx.all.get(found.file) ?? found.file;
      if (newFile === file && newTarget === found.file) return whole;
      const next = specifierFor(newFile, newTarget, found, spec);
      if (next === spec) return whole;
      count += 1;
      return `${head}${quote}${next}${quote}`;
    });
  return { out, count };
}

/** Text forms of a moved file's path (any suffix naming only it; its compiled dist path). */
function textVariants(all, oldView) {
  const suffixCount = new Map();
  for (const file of oldView) {
    const parts = file.split('/');
    for (let i = 0; i < parts.length; i++) {
      const suffix = parts.slice(i).join('/');
      suffixCount.set(suffix, (suffixCount.get(suffix) ?? 0) + 1);
    }
  }
  const variants = new Map();
  const add = (from, to, parts, unique) => {
    for (let i = 0; i < parts.length; i++) {
      const suffix = parts.slice(i).join('/');
      if (!unique(suffix, i)) break;
      const base = parts.slice(0, i).join('/');
      const rel = base && to.startsWith(`${base}/`) ? to.slice(base.length + 1) : to;
      if (suffix !== rel) variants.set(suffix, rel);
    }
  };
  for (const [from, to] of all) {
    add(from, to, from.split('/'), (suffix) => suffixCount.get(suffix) === 1);
    const src = /^apps\/server\/src\/(.+)\.ts$/.exec(from);
    if (src && !from.endsWith('.test.ts')) {
      const dist = `apps/server/dist/${src[1]}.js`;
      const distTo = to.replace(/^apps\/server\/src\/(.+)\.ts$/, 'apps/server/dist/$1.js');
      add(dist, distTo, dist.split('/'), (_suffix, i) => i <= 2);
    }
  }
  return variants;
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function textPattern(variants) {
  if (!variants.size) return null;
  const names = [...variants.keys()].sort((a, b) => b.length - a.length).map(escape);
  // Not inside a longer path (a letter, dot or dash before, or "x/"), except after ./ or ../.
  return new RegExp(`(?<![\\w.-]|[\\w-]/)(?:${names.join('|')})(?![\\w/-])`, 'g');
}

/** Prettier on an edited file, as `npm run format` would (a longer specifier may wrap a line). */
async function formatted(file, text) {
  const prettier = await import('prettier');
  const abs = path.join(ROOT, file);
  const info = await prettier.getFileInfo(abs, { ignorePath: path.join(ROOT, '.prettierignore') });
  if (info.ignored || !info.inferredParser) return text;
  return prettier.format(text, { ...(await prettier.resolveConfig(abs)), filepath: abs });
}

function applyPatches(contents, warnings) {
  let applied = 0;
  for (const { file, from, to } of PATCHES) {
    const text = contents.get(file);
    if (text === undefined) warnings.push(`patch: ${file} not found`);
    else if (text.includes(to)) continue;
    else if (text.includes(from)) {
      contents.set(file, text.replace(from, to));
      applied += 1;
    } else warnings.push(`patch: neither the old nor the new text is in ${file}: check it by hand`);
  }
  return applied;
}

/** Relative specifiers that name no file, per file path after the run (the ones before stay). */
function unresolved(files, pathOf, textOf) {
  const known = (f) => files.has(f);
  const found = new Set();
  for (const file of files) {
    if (!CODE.test(file) || SELF.includes(file)) continue;
    const where = pathOf(file);
    for (const pattern of SPECIFIERS)
      for (const m of textOf(file).matchAll(pattern))
        if (!resolveSpecifier(file, m[3], known)) found.add(`${where}: ${m[3]}`);
  }
  return found;
}

/** Every edited text, keyed by the file's path after the run. */
async function rewriteTree(files, ctx, oldView) {
  const variants = textVariants(ctx.all, oldView);
  const pattern = textPattern(variants);
  const contents = new Map();
  const originals = new Map();
  const changed = [];
  let specifiers = 0;
  for (const file of [...files].sort()) {
    if (SELF.includes(file) || !(CODE.test(file) || TEXT.test(file))) continue;
    const text = read(file);
    let out = text;
    if (CODE.test(file)) {
      const result = rewriteSpecifiers(file, out, ctx);
      out = result.out;
      specifiers += result.count;
    }
    if (pattern) out = out.replace(pattern, (name) => variants.get(name));
    contents.set(ctx.pending.get(file) ?? file, out);
    originals.set(ctx.pending.get(file) ?? file, text);
    if (out !== text) changed.push(file);
  }
  const warnings = [];
  const patched = applyPatches(contents, warnings);
  const edited = new Map();
  for (const [file, text] of contents)
    if (text !== originals.get(file)) edited.set(file, await formatted(file, text));
  return { edited, changed, specifiers, patched, warnings };
}

function applyMoves(pending, tracked, edited) {
  for (const [from, to] of pending) {
    mkdirSync(path.dirname(path.join(ROOT, to)), { recursive: true });
    if (tracked.has(from)) git('mv', '--', from, to);
    else renameSync(path.join(ROOT, from), path.join(ROOT, to));
  }
  for (const [file, text] of edited) writeFileSync(path.join(ROOT, file), text);
}

/** Files at a module root that neither stay there by ROOT_FILES nor move by MOVES. */
function unplaced(pending) {
  const found = [];
  const { files } = listFiles();
  for (const [folder, names] of Object.entries(ROOT_FILES))
    for (const file of files) {
      const name = posix.relative(folder, file);
      if (!name.includes('/') && !name.startsWith('..') && !names.includes(name) && !pending.has(file))
        found.push(`${file} is not placed: add it to MOVES (sub-area folder) or to ROOT_FILES`);
    }
  return found;
}

function report(pending, all, result, broken) {
  console.log(`move-files${DRY ? ' (dry run)' : ''}:`);
  console.log(`  ${pending.size} moved, ${all.size - pending.size} already in place`);
  for (const [from, to] of pending) console.log(`    ${from} -> ${posix.relative(posix.dirname(from), to)}`);
  const { changed, specifiers, patched, warnings } = result;
  console.log(
    `  ${specifiers} specifiers rewritten; ${changed.length} files edited; ${patched} patches applied`,
  );
  if (VERBOSE) for (const file of changed) console.log(`    edited ${file}`);
  for (const w of warnings) console.log(`  warning: ${w}`);
  if (broken.length) {
    console.error(`  specifiers that named a file before and name none now:\n    ${broken.join('\n    ')}`);
    process.exit(1);
  }
}

async function main() {
  const { files, tracked } = listFiles();
  const { all, pending } = planMoves(files);
  const targets = new Map([...all].map(([from, to]) => [to, from]));
  const oldView = new Set([...files].map((f) => targets.get(f) ?? f));
  // A specifier may name a file moved by an earlier run (a branch merged after it): still known.
  const known = (f) => files.has(f) || (all.has(f) && files.has(all.get(f)));
  const ctx = { all, pending, known };
  const before = unresolved(files, (f) => pending.get(f) ?? f, read);
  const result = await rewriteTree(files, ctx, oldView);
  if (!DRY) applyMoves(pending, tracked, result.edited);
  const after = DRY ? before : unresolved(listFiles().files, (f) => f, read);
  result.warnings.push(...unplaced(pending));
  report(
    pending,
    all,
    result,
    [...after].filter((entry) => !before.has(entry)),
  );
}

await main();
