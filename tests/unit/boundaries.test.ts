/** The import boundaries (`.dependency-cruiser.cjs`): each rule reports a breaking import. */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseOptions, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A small tree in the project's layout: every import the rules allow, and one that breaks each. */
const FIXTURE: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { module: 'ESNext', moduleResolution: 'bundler', jsx: 'react-jsx' },
  }),
  'src/i18n/messages.ts': 'export const texts = {};',
  'src/api/zod.ts': 'export const z = {};',
  'src/api/schemas.ts': "import { z } from './zod';\nexport type Cart = typeof z;",
  'src/api/client.ts': "import type { Cart } from './schemas';\nexport type Client = Cart;",
  'src/forms/rules.ts': "import { texts } from '../i18n/messages';\nexport const rules = texts;",
  // Allowed: itself, i18n, forms, the API's schemas. Broken: the API client, the store.
  'src/commerce/money.ts': [
    "import { texts } from '../i18n/messages';",
    "import { rules } from '../forms/rules';",
    "import type { Cart } from '../api/schemas';",
    "import type { Client } from '../api/client';",
    "import { cart } from '../store/cart';",
    'export const money: [unknown, unknown, Cart | Client, unknown] = [texts, rules, {}, cart];',
  ].join('\n'),
  // Broken: React, by a type-only import.
  'src/store/cart.ts':
    "import type { ReactNode } from 'react';\nexport const cart: ReactNode = null;",
  // Broken: a cycle made of type-only imports.
  'src/template/a.ts': "import type { B } from './b';\nexport type A = { b?: B };",
  'src/template/b.ts': "import type { A } from './a';\nexport type B = { a?: A };",
  // Broken: the runtime (core never imports above itself).
  'src/i18n/locale.ts':
    "import { runtime } from '../runtime/index';\nexport const locale = runtime;",
  // Broken: the mock server (what ships never imports tools); its test may.
  'src/runtime/index.ts':
    "import { app } from '../../mock-server/app';\nexport const runtime = app;",
  'src/runtime/index.test.ts':
    "import { app } from '../../mock-server/app';\nexport const t = app;",
  'src/widgets/shared/dialog.ts': 'export const dialog = 1;',
  'src/widgets/b/thing.ts': 'export const thing = 1;',
  // Allowed: its own folder, shared. Broken: another widget folder.
  'src/widgets/a/index.ts': [
    "import { own } from './own';",
    "import { dialog } from '../shared/dialog';",
    "import { thing } from '../b/thing';",
    'export const a = [own, dialog, thing];',
  ].join('\n'),
  'src/widgets/a/own.ts': 'export const own = 1;',
  // Allowed: api, commerce, forms, template. Broken: the store.
  'mock-server/app.ts': [
    "import type { Cart } from '../src/api/schemas';",
    "import { money } from '../src/commerce/money';",
    "import { rules } from '../src/forms/rules';",
    "import type { A } from '../src/template/a';",
    "import { cart } from '../src/store/cart';",
    'export const app: [Cart?, A?, ...unknown[]] = [undefined, undefined, money, rules, cart];',
  ].join('\n'),
};

type Found = { rule: string; severity: string; from: string; to: string };

function violations(result: ICruiseResult): Found[] {
  return result.summary.violations
    .map((v) => ({ rule: v.rule.name, severity: v.rule.severity, from: v.from, to: v.to }))
    .sort((x, y) => `${x.rule} ${x.from} ${x.to}`.localeCompare(`${y.rule} ${y.from} ${y.to}`));
}

async function cruiseTree(dir: string, paths: string[]): Promise<ICruiseResult> {
  const options: ICruiseOptions = {
    ...(await extractDepcruiseOptions(join(ROOT, '.dependency-cruiser.cjs'))),
    baseDir: dir,
    tsConfig: { fileName: join(dir, 'tsconfig.json') },
  };
  const { output } = await cruise(paths, options, undefined, {
    tsConfig: extractTSConfig(join(dir, 'tsconfig.json')),
  });
  if (typeof output === 'string') throw new Error(output);
  return output;
}

describe('import boundaries', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'storefront-boundaries-'));
    for (const [file, text] of Object.entries(FIXTURE)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), text);
    }
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // A cycle is reported once, at the import that closes it.
  it('reports each breaking import under its rule, and nothing the rules allow', async () => {
    const result = await cruiseTree(dir, ['src', 'mock-server']);
    const found = violations(result);
    const react = found.find(
      (v) => v.rule === 'core-stays-below-the-ui' && v.from.includes('store'),
    );
    expect(react?.to).toMatch(/node_modules\/(@types\/)?react\//);
    expect(found).toEqual([
      {
        rule: 'commerce-imports-nothing-above',
        severity: 'error',
        from: 'src/commerce/money.ts',
        to: 'src/api/client.ts',
      },
      {
        rule: 'commerce-imports-nothing-above',
        severity: 'error',
        from: 'src/commerce/money.ts',
        to: 'src/store/cart.ts',
      },
      {
        rule: 'core-stays-below-the-ui',
        severity: 'error',
        from: 'src/i18n/locale.ts',
        to: 'src/runtime/index.ts',
      },
      {
        rule: 'core-stays-below-the-ui',
        severity: 'error',
        from: 'src/store/cart.ts',
        to: react?.to,
      },
      {
        rule: 'mock-server-uses-shared-core-only',
        severity: 'error',
        from: 'mock-server/app.ts',
        to: 'src/store/cart.ts',
      },
      { rule: 'no-cycles', severity: 'error', from: 'src/template/a.ts', to: 'src/template/b.ts' },
      {
        rule: 'product-code-never-imports-tools',
        severity: 'error',
        from: 'src/runtime/index.ts',
        to: 'mock-server/app.ts',
      },
      {
        rule: 'widget-folders-apart',
        severity: 'error',
        from: 'src/widgets/a/index.ts',
        to: 'src/widgets/b/thing.ts',
      },
    ]);
  });

  it('finds no violation in the project itself (the tree `npm run lint` cruises)', async () => {
    const result = await cruiseTree(ROOT, ['.']);
    expect(result.summary.totalCruised).toBeGreaterThan(300);
    expect(violations(result)).toEqual([]);
  }, 60_000);
});
