import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import boundaries from 'eslint-plugin-boundaries';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import tseslint from 'typescript-eslint';

const TS_FILES = ['**/*.ts', '**/*.tsx'];
const TESTS = ['**/*.spec.ts', '**/*.spec.tsx', 'backend/test/**', '**/src/test/**', 'e2e/**'];
const tsProjects = [
  'backend/tsconfig.json',
  'student-web/tsconfig.json',
  'admin-web/tsconfig.json',
  'libs/*/tsconfig.json',
  'e2e/tsconfig.json',
];

/**
 * The parts of the repository and who may import whom: apps never import each other, libs never
 * import apps, a feature reaches another feature only through its index, and the API's common
 * layer never reaches into modules.
 */
const elements = [
  { type: 'lib', pattern: 'libs/*/src', capture: ['lib'] },
  { type: 'api-common', pattern: 'backend/src/common' },
  { type: 'api-module', pattern: 'backend/src/modules/*', capture: ['module'] },
  { type: 'api', pattern: 'backend/src' },
  { type: 'api-test', pattern: 'backend/test' },
  { type: 'student-feature', pattern: 'student-web/src/features/*', capture: ['feature'] },
  // The app shell and the test harness wire features together.
  { type: 'student-app', pattern: 'student-web/src/{app,test}' },
  { type: 'student-shared', pattern: 'student-web/src/*', capture: ['folder'] },
  { type: 'admin-resource', pattern: 'admin-web/src/resources/*', capture: ['resource'] },
  { type: 'admin', pattern: 'admin-web/src' },
  { type: 'e2e', pattern: 'e2e' },
];

const element = (type) => ({ to: { element: { type } } });
const from = (type) => ({ element: { type } });

const dependencyPolicies = [
  { from: from('lib'), disallow: ['api*', 'student-*', 'admin*', 'e2e'].map(element) },
  { from: from('api*'), disallow: ['student-*', 'admin*', 'e2e'].map(element) },
  { from: from('student-*'), disallow: ['api*', 'admin*', 'e2e'].map(element) },
  { from: from('admin*'), disallow: ['api*', 'student-*', 'e2e'].map(element) },
  { from: from('e2e'), disallow: ['api*', 'admin*'].map(element) },
  { from: from('api-common'), disallow: [element('api-module')] },
  { from: from('student-shared'), disallow: [element('student-feature'), element('student-app')] },
  {
    // The catalogue registry collects every feature's texts.
    from: {
      element: {
        type: 'student-shared',
        captured: { folder: 'i18n' },
        fileInternalPath: 'index.ts',
      },
    },
    allow: [element('student-feature')],
  },
  {
    from: from('student-feature'),
    disallow: [
      { to: { element: { type: 'student-feature', fileInternalPath: '!index.{ts,tsx}' } } },
    ],
  },
  { allow: [{ dependency: { relationship: { to: 'internal' } } }] },
  {
    // A module's index.ts names what others may use. Entities stay importable: TypeORM relations
    // name the entity class on both sides.
    from: from('api-module'),
    disallow: [
      {
        to: {
          element: {
            type: 'api-module',
            fileInternalPath: '!{index.ts,*.entity.ts,**/*.entity.ts}',
          },
        },
      },
    ],
  },
  { allow: [{ dependency: { relationship: { to: 'internal' } } }] },
  {
    from: from('admin-resource'),
    disallow: [
      { to: { element: { type: 'admin-resource', fileInternalPath: '!index.{ts,tsx}' } } },
    ],
  },
  { allow: [{ dependency: { relationship: { to: 'internal' } } }] },
];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '.data/**', '.nx/**', '**/coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: TS_FILES })),
  {
    files: TS_FILES,
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { boundaries, 'import-x': importX },
    settings: {
      'boundaries/elements': elements,
      // The patterns above are relative to this folder, also when ESLint starts from a workspace.
      'boundaries/root-path': import.meta.dirname,
      'boundaries/include': ['backend/**', 'student-web/**', 'admin-web/**', 'libs/**', 'e2e/**'],
      // import-x reads only the files whose extension and parser it is told about: without these
      // it skips every TypeScript file and no-cycle never sees an edge.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import/resolver': {
        typescript: { project: tsProjects, alwaysTryTypes: true, noWarnOnMultipleProjects: true },
      },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: tsProjects,
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'boundaries/dependencies': ['error', { default: 'allow', policies: dependencyPolicies }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // A refusal's status belongs to its code: an API answer is built by a factory in a
    // `<module>.errors.ts` (or common/http/http.errors.ts), never paired by hand where it is thrown.
    files: ['backend/src/**/*.ts'],
    ignores: ['**/*.errors.ts', 'backend/src/common/http/api-exception.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='ApiException']",
          message:
            "Throw a factory from the module's <module>.errors.ts (or common/http/http.errors.ts): each code answers with one status.",
        },
      ],
    },
  },
  {
    files: ['student-web/src/**/*.{ts,tsx}', 'admin-web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: reactHooks.configs.flat['recommended-latest'].plugins,
    rules: {
      ...reactHooks.configs.flat['recommended-latest'].rules,
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Every word a user reads comes from a catalogue. JSX text only: attributes and props carry
    // keys, class names and values, which the type-checked translate calls already cover.
    // Punctuation, symbols, tickers in capitals and the payment brands are no words to translate.
    files: ['student-web/src/**/*.tsx', 'admin-web/src/**/*.tsx'],
    ignores: [...TESTS, '**/test-utils.tsx', '**/testing.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-text-only',
          words: {
            exclude: [
              '[0-9!-/:-@[-`{-~\\s·–—…«»→]+',
              '[A-Z0-9_/-]+',
              '(Stripe|Coinumm|Revoxpay|PayPort|TradingView|Visa|Mastercard|Maestro)',
            ],
          },
        },
      ],
    },
  },
  {
    files: TESTS,
    rules: {
      // supertest, Playwright and fetch stubs hand tests untyped JSON bodies on purpose.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // Playwright reads a fixture's dependencies from its destructuring pattern, even an empty one.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  prettier,
);
