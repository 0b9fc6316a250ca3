// Lint keeps the layers of DESIGN.md honest: who may import whom, and who may touch I/O.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';

const io = ['fetch', 'localStorage', 'sessionStorage', 'indexedDB', 'XMLHttpRequest', 'WebSocket'];
const timers = ['setTimeout', 'setInterval', 'requestAnimationFrame'];
const restrictGlobals = (names) => [
  'error',
  ...names.map((name) => ({ name, message: `${name} belongs in core/adapters.` })),
];
const restrictPackages = (names, why) => ['error', { patterns: [{ group: names, message: why }] }];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'node_modules',
      'playwright-report',
      'test-results',
      'public',
      '.data',
      'coverage',
    ],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin },
    // The import rules read TypeScript files too (by default the plugin reads .js only, and a rule
    // like no-cycle would pass over every .ts import).
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './core', from: './ui', message: 'core never imports the view.' },
            {
              target: './core/domain',
              from: ['./core/machines', './core/adapters', './core/app'],
              message: 'core/domain is pure.',
            },
            {
              target: './core/machines',
              from: ['./core/adapters', './core/app'],
              message: 'machines get adapters as actors supplied at the root.',
            },
            {
              target: './core/adapters',
              from: ['./core/machines', './core/app'],
              message: 'adapters hold no flow.',
            },
            {
              target: './ui',
              from: ['./core/adapters'],
              message: 'the view reaches adapters only through core/app.',
            },
          ],
        },
      ],
    },
  },
  {
    // Cycles among our own files; a package never imports us back, so its files need not be read. A
    // test file is imported by nothing, so no cycle passes through it: walking the graph from each of
    // them would only repeat the walk its imports already had.
    ignores: ['tests/**/*.test.{ts,tsx}', 'tests/e2e/**/*.spec.ts'],
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['core/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictPackages(
        [
          'xstate',
          'xstate/*',
          'effect',
          'effect/*',
          'idb-keyval',
          'msw',
          'msw/*',
          'react',
          'react-dom',
          '@xstate/*',
        ],
        'core/domain imports zod (and the path matcher) only.',
      ),
      'no-restricted-globals': restrictGlobals([...io, ...timers]),
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Time is an input to domain rules.' },
        { object: 'Math', property: 'random', message: 'Randomness is an input to domain rules.' },
      ],
    },
  },
  {
    files: ['core/machines/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictPackages(
        ['effect', 'effect/*', 'idb-keyval', 'msw', 'msw/*', 'react', 'react-dom', '@xstate/react'],
        'machines import core/domain and xstate only.',
      ),
      'no-restricted-globals': restrictGlobals([
        ...io,
        ...timers,
        'window',
        'document',
        'history',
        'location',
      ]),
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Time arrives through input or a named delay.' },
      ],
    },
  },
  {
    files: ['core/adapters/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictPackages(
        ['react', 'react-dom', '@xstate/react'],
        'adapters hold no view.',
      ),
    },
  },
  {
    // The composition root wires adapters to machines: the browser reaches it only through its port.
    files: ['core/app/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictPackages(
        ['react', 'react-dom', '@xstate/react', 'msw', 'msw/*'],
        'core/app composes; the view and the sample backend live elsewhere.',
      ),
      'no-restricted-globals': restrictGlobals([
        ...io,
        'window',
        'document',
        'history',
        'location',
        'navigator',
      ]),
    },
  },
  {
    files: ['ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['effect', 'effect/*', 'idb-keyval', 'msw', 'msw/*'],
              message: 'the view selects and sends.',
            },
            {
              group: ['**/core/machines/*', '!**/core/machines/surface', '!**/core/machines/surface-*'],
              message: 'the view takes from core/machines only core/machines/surface.ts.',
            },
          ],
        },
      ],
      'no-restricted-globals': restrictGlobals([...io, ...timers]),
    },
  },
);
