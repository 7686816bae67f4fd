import path from 'node:path';

/**
 * One ESLint rule for the directions imports may take (ADR 2201). It resolves each relative
 * specifier to a path, so no spelling (`../b/x.js`, `../../modules/b/x.js`, a feature's root file)
 * slips past the way a regex over the specifier text did.
 *
 * Server (apps/server/src):
 *  - a module is reached from outside only through its index.ts (its public face), so the face
 *    lists what other modules and the app layer use; tests reach any module's files directly
 *    (a name exported only for a test would widen the face for nobody);
 *  - lib/, core/, config, db/ (its migrations and schema) and plugins/ never import modules/: they
 *    sit below the modules, which use them. The app layer that composes modules is app.ts, server.ts,
 *    the CLIs in db/ and db/seed (which fills the tables through the modules' public functions);
 *  - nothing but the app layer and tests imports db/seed.
 * Web (apps/web/src): a feature never reaches another feature's folder, staff/ and features/
 * never import each other, and components/ and lib/ sit below all of them: they never import a
 * feature, the staff app or the app layer that composes them (a shared widget that needs a
 * feature's code is a feature's widget).
 */
const ROOT = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const SERVER = path.join(ROOT, 'apps/server/src');
const WEB = path.join(ROOT, 'apps/web/src');
const SERVER_ENTRIES = new Set(['app.ts', 'server.ts', 'db/cli.ts', 'db/backup-cli.ts']);
const BELOW_MODULES = new Set(['lib', 'core', 'db', 'plugins']);
const WEB_BELOW = new Set(['components', 'lib']);
const WEB_ABOVE = new Set(['features', 'staff', 'app']);

const inside = (dir, file) => {
  const rel = path.relative(dir, file);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel.split(path.sep) : null;
};

/** The layer a server file belongs to, from its path below apps/server/src. */
function serverPlace(parts) {
  const rel = parts.join('/');
  // A module's own tests belong to it; other tests sit on top like the app layer.
  if (/\.test\.ts$/.test(rel) || parts[0] === 'test')
    return { layer: 'test', module: parts[0] === 'modules' ? parts[1] : undefined };
  if (SERVER_ENTRIES.has(rel)) return { layer: 'app' };
  if (parts[0] === 'modules') return { layer: 'modules', module: parts[1] };
  if (parts[0] === 'db' && parts[1] === 'seed') return { layer: 'seed' };
  if (BELOW_MODULES.has(parts[0]) || /^config/.test(parts[0])) return { layer: 'below' };
  return { layer: 'app' };
}

function serverProblem(from, to) {
  const source = serverPlace(from);
  if (to[0] === 'modules' && to.length > 2) {
    if (source.layer === 'below') return 'belowModules';
    const sameModule = source.module === to[1];
    const face = to.length === 3 && /^index\.(js|ts)$/.test(to[2]);
    if (!sameModule && !face && source.layer !== 'test') return 'moduleFace';
  }
  if (to[0] === 'db' && to[1] === 'seed' && !['app', 'test', 'seed'].includes(source.layer)) return 'seed';
  return null;
}

function webProblem(from, to) {
  const fromFeature = from[0] === 'features' ? from[1] : null;
  const toFeature = to[0] === 'features' && to.length > 2 ? to[1] : null;
  if (fromFeature && toFeature && fromFeature !== toFeature) return 'featureToFeature';
  if (from[0] === 'staff' && to[0] === 'features') return 'staffFeatures';
  if (from[0] === 'features' && to[0] === 'staff') return 'staffFeatures';
  if (WEB_BELOW.has(from[0]) && WEB_ABOVE.has(to[0])) return 'sharedBelow';
  return null;
}

export const boundariesPlugin = {
  rules: {
    imports: {
      meta: {
        type: 'problem',
        docs: { description: 'Imports follow the layers of ADR 2201' },
        schema: [],
        messages: {
          moduleFace: 'Import another server module only through its index.ts (its public face).',
          belowModules:
            'lib/, core/, db/ and plugins/ sit below the modules and never import them (ADR 2201).',
          seed: 'Only the app layer (app.ts, the CLIs) and tests import db/seed; the seed uses modules, not the reverse.',
          featureToFeature: 'Features do not import each other: move what both need to components/ui or lib.',
          staffFeatures:
            'The staff app and the public features never import each other: share through components/ui or lib.',
          sharedBelow:
            'components/ and lib/ sit below the features, the staff app and the app layer, and never import them.',
        },
      },
      create(context) {
        const file = context.filename;
        const server = inside(SERVER, file);
        const web = server ? null : inside(WEB, file);
        if (!server && !web) return {};
        const check = (source) => {
          if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
          const target = path.resolve(path.dirname(file), source.value);
          const to = inside(server ? SERVER : WEB, target);
          if (!to) return;
          const problem = server ? serverProblem(server, to) : webProblem(web, to);
          if (problem) context.report({ node: source, messageId: problem });
        };
        return {
          ImportDeclaration: (node) => check(node.source),
          ExportNamedDeclaration: (node) => check(node.source),
          ExportAllDeclaration: (node) => check(node.source),
          ImportExpression: (node) => check(node.source),
        };
      },
    },
  },
};
