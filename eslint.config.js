import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Module boundaries in apps/api (docs/architecture.md): a module is entered only through its
 * `index.ts`, and imports run one way — entry files → workflows/ and reads/ → modules/ →
 * platform/ and packages. `no-restricted-imports` matches the import text, so each folder
 * depth gets its own patterns. Tests arrange data through tables directly and are not checked.
 */
const privateModuleFile = (up) => ({
  regex: `^${up}(?!\\.\\.)[^/]+/(?!index\\.ts$)`,
  message: "Use the other module's index.ts, its one public face.",
});
const tablesOnlyFile = (up) => ({
  regex: `^${up}(?!\\.\\.)[^/]+/(?!(index|tables)\\.ts$)`,
  message: "Tables may reference another module's tables; all else goes through its index.ts.",
});
/** A folder or entry file higher up the graph, at any depth. */
const above = (names, message) => ({
  regex: `^(\\.\\./)+(${names.join('|')})(/|\\.ts$)`,
  message,
});
const MODULES_UP =
  'Modules use platform/ and packages only; workflows, reads and entry files use modules.';
const entryFiles = [
  'workflows',
  'reads',
  'demo',
  'jobs',
  'app',
  'server',
  'worker',
  'openapi-document',
];
const restrict = (files, patterns, ignores = []) => ({
  files,
  ignores: ['apps/api/**/*.test.ts', ...ignores],
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});
const moduleBoundaries = [
  restrict(['apps/api/src/modules/*.ts'], [privateModuleFile('\\./')]),
  restrict(
    ['apps/api/src/modules/*/*.ts'],
    [privateModuleFile('\\.\\./'), above(entryFiles, MODULES_UP)],
    ['apps/api/src/modules/*/tables.ts'],
  ),
  restrict(['apps/api/src/modules/*/tables.ts'], [tablesOnlyFile('\\.\\./')]),
  restrict(
    ['apps/api/src/modules/*/*/*.ts'],
    [privateModuleFile('\\.\\./\\.\\./'), above(entryFiles, MODULES_UP)],
  ),
  restrict(
    ['apps/api/src/platform/**/*.ts'],
    [above(['modules', ...entryFiles], 'platform/ is below every module.')],
  ),
  restrict(
    ['apps/api/src/workflows/**/*.ts', 'apps/api/src/reads/**/*.ts'],
    [
      { regex: '(^|/)modules/[^/]+/(?!index\\.ts$)', message: privateModuleFile('').message },
      above(
        ['demo', 'jobs', 'app', 'server', 'worker'],
        'Workflows and reads run below entry files.',
      ),
    ],
  ),
  restrict(
    ['apps/api/src/*.ts', 'apps/api/src/jobs/**/*.ts', 'apps/api/bench/**/*.ts'],
    [{ regex: '(^|/)modules/[^/]+/(?!index\\.ts$)', message: privateModuleFile('').message }],
  ),
  // Demo data is loaded straight into the tables, like a migration; nothing else is private.
  restrict(
    ['apps/api/src/demo/**/*.ts'],
    [{ regex: '(^|/)modules/[^/]+/(?!(index|tables)\\.ts$)', message: tablesOnlyFile('').message }],
  ),
  restrict(
    ['apps/identity/**/*.ts', 'packages/**/*.ts'],
    [
      {
        regex: '^@crossport/api/platform/',
        message: "The API's platform files are private; share code through packages/.",
      },
    ],
    ['apps/identity/test/**'],
  ),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '.data/**',
      'dist/**',
      'playwright-report/**',
      'test-results/**',
      '.stryker-tmp/**',
      'reports/mutation/**',
      'packages/api-client/src/schema.d.ts',
      'packages/api-client/src/staff-schema.d.ts',
      'apps/web/next-env.d.ts',
      'apps/admin/next-env.d.ts',
      // Built from apps/web/sw by scripts/build-sw.ts; streams hold MPEG-TS video (`.ts`).
      'apps/web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: [
      'scripts/**',
      'packages/api-client/scripts/**',
      'apps/api/bench/**',
      'apps/web/scripts/**',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, '@next/next': nextPlugin },
    settings: { next: { rootDir: 'apps/web' } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
    },
  },
  {
    files: ['apps/admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, '@next/next': nextPlugin },
    settings: { next: { rootDir: 'apps/admin' } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
    },
  },
  {
    // Every word a customer reads comes from the message catalogues (en.json, bn.json), so a
    // Bengali page never shows English. Words are lower-case runs: codes ("CN", "SP-00000012")
    // and numbers pass. A name that is never translated gets a disable comment saying so.
    files: ['apps/web/app/**/*.tsx', 'apps/web/components/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/[a-z]{2,}/]',
          message: 'Text a customer reads comes from the message catalogues (en.json, bn.json).',
        },
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|aria-description|placeholder|alt|title|label)$/] > Literal[value=/[a-z]{2,}/]',
          message: 'Labels a customer hears or reads come from the message catalogues.',
        },
        {
          selector: 'JSXExpressionContainer > Literal[value=/[a-z]{2,}/]',
          message: 'Text a customer reads comes from the message catalogues (en.json, bn.json).',
        },
      ],
    },
  },
  ...moduleBoundaries,
  {
    // Every browser journey fails on a Content-Security-Policy violation only if it uses our
    // `test` (support/test.ts), so the bare Playwright one is refused in specs.
    files: ['apps/web/e2e/**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message:
                "Import test and expect from './support/test.ts' (it fails on CSP violations).",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
);
