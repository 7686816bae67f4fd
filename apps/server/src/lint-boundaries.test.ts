import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The boundaries of ADR 2201 hold because `npx eslint .` refuses code that crosses them: this
 * plants such code at real paths (through ESLint's API, nothing is written) and expects the errors,
 * so a rule that stops firing (a config change, a broken resolver) fails here.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
let eslint: ESLint;

async function rulesFor(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}:${m.message}`);
}

const boundaryErrors = (messages: string[]) => messages.filter((m) => m.startsWith('boundaries/imports:'));

beforeAll(async () => {
  eslint = new ESLint({ cwd: ROOT });
  // The first lint loads the parser, the plugins and the TypeScript resolver (seconds on a busy
  // machine): done here, under the hook timeout, so each test times only its own check.
  await rulesFor(
    'apps/server/src/lib/warm-up.ts',
    "import { withoutNul } from './text.js';\nexport const w = withoutNul;\n",
  );
  // The web's first file loads its own plugins (react-hooks, jsx-a11y) and project: the same reason.
  await rulesFor(
    'apps/web/src/components/ui/warm-up.tsx',
    "import { useLanguage } from '../../lib/use-language';\nexport const w = useLanguage;\n",
  );
});

describe('server layers', () => {
  it("refuses a module importing another module's file other than its index.ts", async () => {
    const messages = await rulesFor(
      'apps/server/src/modules/contact/planted.ts',
      "import { insertRequest } from '../remittance/repository.js';\nexport const planted = insertRequest;\n",
    );
    expect(boundaryErrors(messages)).toEqual([expect.stringContaining('only through its index.ts')]);
  });

  it("accepts the same module through its public face, and a module's own files", async () => {
    const messages = await rulesFor(
      'apps/server/src/modules/contact/planted.ts',
      "import { writeAudit } from '../staff/index.js';\nimport { storeContactMessage } from './repository.js';\nexport const planted = [writeAudit, storeContactMessage];\n",
    );
    expect(messages).toEqual([]);
  });

  it("lets a test anywhere import a module's files directly (a face never exports for tests)", async () => {
    const code =
      "import { findIssued } from '../einvoicing/repository.js';\nexport const planted = findIssued;\n";
    expect(boundaryErrors(await rulesFor('apps/server/src/modules/invoices/planted.test.ts', code))).toEqual(
      [],
    );
    expect(boundaryErrors(await rulesFor('apps/server/src/modules/invoices/planted.ts', code))).toHaveLength(
      1,
    );
  });

  it('refuses lib/ and plugins/ importing modules, even through an index.ts', async () => {
    const code =
      "import { writeAudit } from '../modules/staff/index.js';\nexport const planted = writeAudit;\n";
    expect(boundaryErrors(await rulesFor('apps/server/src/lib/planted.ts', code))).toHaveLength(1);
    expect(boundaryErrors(await rulesFor('apps/server/src/plugins/planted.ts', code))).toHaveLength(1);
  });

  it('refuses a module or core/ importing the seed; the app layer may', async () => {
    const fromModule =
      "import { DEMO_STAFF } from '../../db/seed/demo-staff.js';\nexport const planted = DEMO_STAFF;\n";
    expect(boundaryErrors(await rulesFor('apps/server/src/modules/staff/planted.ts', fromModule))).toEqual([
      expect.stringContaining('db/seed'),
    ]);
    const fromCore =
      "import { DEMO_STAFF } from '../db/seed/demo-staff.js';\nexport const planted = DEMO_STAFF;\n";
    expect(boundaryErrors(await rulesFor('apps/server/src/core/planted.ts', fromCore))).toHaveLength(1);
    const fromApp =
      "import { DEMO_STAFF } from './db/seed/demo-staff.js';\nexport const planted = DEMO_STAFF;\n";
    expect(boundaryErrors(await rulesFor('apps/server/src/planted.ts', fromApp))).toEqual([]);
  });
});

describe('web boundaries', () => {
  it("refuses a file at another feature's root, however deep the importer", async () => {
    const code = "import { planted } from '../../customer-forms/auth';\nexport const x = planted;\n";
    expect(
      boundaryErrors(await rulesFor('apps/web/src/features/tickets/routes/planted.ts', code)),
    ).toHaveLength(1);
    const deeper =
      "import { planted } from '../../../calls/api/send-call-request';\nexport const x = planted;\n";
    expect(
      boundaryErrors(await rulesFor('apps/web/src/features/tickets/components/a/planted.ts', deeper)),
    ).toHaveLength(1);
  });

  it('refuses staff importing features and features importing staff', async () => {
    const intoFeatures =
      "import { planted } from '../../features/tickets/api/get-ticket';\nexport const x = planted;\n";
    expect(boundaryErrors(await rulesFor('apps/web/src/staff/desks/planted.ts', intoFeatures))).toHaveLength(
      1,
    );
    const intoStaff = "import { planted } from '../../../staff/format';\nexport const x = planted;\n";
    expect(
      boundaryErrors(await rulesFor('apps/web/src/features/tickets/routes/planted.ts', intoStaff)),
    ).toHaveLength(1);
  });
});

describe('shared web code below the features', () => {
  it('refuses components/ui and lib importing a feature, the staff app or the app layer', async () => {
    const intoFeature =
      "import { planted } from '../../features/tickets/api/get-ticket';\nexport const x = planted;\n";
    for (const file of ['apps/web/src/components/ui/planted.tsx', 'apps/web/src/lib/planted/planted.ts']) {
      expect(boundaryErrors(await rulesFor(file, intoFeature))).toEqual([
        expect.stringContaining('components/ and lib/ sit below'),
      ]);
    }
    const intoStaff = "import { planted } from '../staff/format';\nexport const x = planted;\n";
    expect(boundaryErrors(await rulesFor('apps/web/src/lib/planted.ts', intoStaff))).toHaveLength(1);
    const intoApp = "import { planted } from '../../app/planted';\nexport const x = planted;\n";
    expect(boundaryErrors(await rulesFor('apps/web/src/components/ui/planted.ts', intoApp))).toHaveLength(1);
  });

  it('accepts components/ui importing lib and the shared package', async () => {
    const code =
      "import { useLanguage } from '../../lib/use-language';\nimport { isRtl } from '@waha/shared';\nexport const x = [useLanguage, isRtl];\n";
    expect(boundaryErrors(await rulesFor('apps/web/src/components/ui/planted.ts', code))).toEqual([]);
  });
});

describe('function size', () => {
  const longFunction = (lines: number) =>
    `export function planted(): number {\n  let total = 0;\n${'  total += 1;\n'.repeat(lines - 4)}  return total;\n}\n`;
  const sizeErrors = (messages: string[]) => messages.filter((m) => m.startsWith('max-lines-per-function:'));

  it('refuses a 90-line server function, a web one and a shared one; accepts 80 lines', async () => {
    for (const file of [
      'apps/server/src/modules/contact/planted.ts',
      'apps/web/src/features/tickets/planted.ts',
      'packages/shared/src/planted.ts',
    ]) {
      expect(sizeErrors(await rulesFor(file, longFunction(90)))).toHaveLength(1);
    }
    expect(
      sizeErrors(await rulesFor('apps/server/src/modules/contact/planted.ts', longFunction(80))),
    ).toEqual([]);
  });

  it('lets tests and the seed be long', async () => {
    for (const file of [
      'apps/server/src/modules/contact/planted.test.ts',
      'apps/server/src/db/seed/planted.ts',
    ]) {
      expect(sizeErrors(await rulesFor(file, longFunction(90)))).toEqual([]);
    }
  });
});

describe('import cycles', () => {
  it('refuses a planted cycle (lib/uploads/index.ts re-exports names.ts; names.ts imports it back)', async () => {
    const messages = await rulesFor(
      'apps/server/src/lib/uploads/names.ts',
      "import { judgeFiles } from './index.js';\nexport const planted = judgeFiles;\n",
    );
    expect(messages).toEqual([expect.stringMatching(/^import-x\/no-cycle:/)]);
  });

  it('accepts the real names.ts', async () => {
    const [result] = await eslint.lintFiles([path.join(ROOT, 'apps/server/src/lib/uploads/names.ts')]);
    expect(result?.messages).toEqual([]);
  });
});
