import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundariesPlugin } from './lint-rules/boundaries.js';

const WEB_APP_BOUNDARY = ['**/apps/server/**', '@waha/server'];
const FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Features do not import each other (ARCHITECTURE.md): inside features/<name>/ an import may reach
 * its own feature, components/ui, lib and the shared package, but never another feature's folder
 * (the app layer composes features). One block per feature, generated from the folder list.
 */
const featureBoundaries = FEATURES.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: WEB_APP_BOUNDARY, message: 'The web app never imports the server.' },
          {
            regex: `(^|/)features/(?!${feature}/)[^/]+`,
            message: `Features do not import each other: move what ${feature} needs to components/ui or lib, or compose in the app layer.`,
          },
          {
            // A sibling feature reached by a relative path from features/${feature}/<folder>/<file>.
            regex: `^\\.\\./\\.\\./(?!\\.\\./|${feature}/)[^/]+/(api|components|routes|model|lib|test|constants|index)`,
            message: `Features do not import each other: move what ${feature} needs to components/ui or lib, or compose in the app layer.`,
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrolling box must be reachable by keyboard (axe: scrollable-region-focusable); a labelled
      // region is the role that makes that focus stop meaningful to screen readers.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'] }],
    },
  },
  {
    // The apps never import each other; the shared package imports neither (ARCHITECTURE.md).
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: WEB_APP_BOUNDARY }] },
  },
  ...featureBoundaries,
  {
    // Layers and faces by resolved path (lint-rules/boundaries.js, ADR 2201).
    files: ['apps/**/*.{ts,tsx}'],
    plugins: { boundaries: boundariesPlugin },
    rules: { 'boundaries/imports': 'error' },
  },
  {
    // No import cycles anywhere (ADR 2201). Type-only imports count too: a cycle through types still
    // ties two files into one unit a reader must hold at once.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/*/tsconfig.json',
            'packages/*/tsconfig.json',
            'tsconfig.tests.json',
            'e2e/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // A form without method="post" leaks its fields into the address bar when the browser submits it
    // itself (scripts off, or a tap before hydration): every form goes through components/ui/form.
    files: ['apps/web/**/*.tsx'],
    ignores: ['apps/web/src/components/ui/form.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='form']",
          message:
            'Use <Form> from components/ui/form: it posts to the page itself, so no field ever reaches the URL (ADR 2104).',
        },
      ],
    },
  },
  {
    // Issue 22's file limit for the back office: a file over 250 lines is a sign it wants splitting.
    // Blank lines and comments do not count (explaining why is never punished); tests count too.
    files: ['apps/web/src/staff/**/*.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 250, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Issue 36: a function (a route plugin, a component, a service) over 80 lines wants splitting,
    // everywhere but tests and seeds, whose long blocks are lists of cases and rows.
    files: ['apps/**/*.{ts,tsx}', 'packages/shared/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'apps/server/src/test/**',
      'apps/server/src/db/seed/**',
      // Migrations are frozen history: rewriting one that has run changes nothing but its risk.
      'apps/server/src/db/migrations/0101-content.ts',
      'apps/server/src/db/migrations/1101-staff.ts',
    ],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/apps/web/**', '@waha/web'] }] },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/apps/**', '@waha/web', '@waha/server'] }] },
  },
);
