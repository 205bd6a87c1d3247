// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import formatjs from 'eslint-plugin-formatjs';

const electron = { name: 'electron', message: 'Only src/main/hosts/electron may import electron.' };
const simulator = {
  group: ['**/simulator/**'],
  message: 'The backend reaches the simulator over HTTP; only the composition root (hosts) may start it.',
};

export default tseslint.config(
  { ignores: ['out/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // Type-aware: a promise is awaited, returned or marked `void`, and never handed to a void callback.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // Accessibility read from the JSX (names, roles, keyboard), beside axe's check of the drawn page in each journey.
  // The es-tooling fork of eslint-plugin-jsx-a11y: the original's peer range stops at ESLint 9 (docs/ACCESSIBILITY.md).
  { ...jsxA11y.configs.strict, files: ['src/renderer/**/*.tsx'] },
  // Every sentence a person reads comes from the message catalogue (docs/I18N.md): no bare text in JSX, nor in the
  // props a person reads (names, labels, titles, hints).
  {
    files: ['src/renderer/**/*.tsx'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        {
          props: {
            include: [['*', '{label,placeholder,title,hint,heading,caption,description,legend,emptyText}']],
          },
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Layering (README, "Layout"): each rule below is one sentence of it.
  {
    // The backend stays plain Node: electron only in its shell; the simulator only from the composition root.
    files: ['src/main/**/*.ts'],
    ignores: [
      'src/main/hosts/**',
      'src/main/index.ts',
      'src/main/**/*.test.ts',
      'src/main/**/*.test-support.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { paths: [electron], patterns: [simulator] }] },
  },
  {
    files: ['src/main/hosts/web/**/*.ts', 'src/main/hosts/*.ts'],
    // The Demo's marketplace is started there, on its own thread.
    ignores: [
      '**/*.test.ts',
      'src/main/hosts/start-demo-marketplace.ts',
      'src/main/hosts/demo-marketplace-worker.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { paths: [electron], patterns: [simulator] }] },
  },
  {
    // The simulator stands for the marketplace: it never imports the app.
    files: ['src/simulator/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [electron],
          patterns: [
            {
              group: ['**/main/**', '**/renderer/**', '**/shared/**'],
              message: 'The simulator never imports the app.',
            },
          ],
        },
      ],
    },
  },
  {
    // Shared rules run on both sides: no Node, no DOM, no Electron, nothing of main, the renderer or the simulator.
    files: ['src/shared/**/*.ts'],
    ignores: ['src/shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [electron],
          patterns: [
            { group: ['node:*'], message: 'src/shared runs in the renderer too: no Node modules.' },
            {
              group: ['**/main/**', '**/renderer/**', '**/simulator/**'],
              message: 'src/shared imports only src/shared.',
            },
          ],
        },
      ],
    },
  },
  {
    // The renderer talks to the backend only through `api` and the shared contract.
    files: ['src/renderer/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [electron],
          patterns: [
            {
              group: ['**/main/**', '**/simulator/**', '**/preload/**'],
              message: 'The renderer reaches the backend only through api.',
            },
            { group: ['node:*'], message: 'The renderer is sandboxed: no Node modules.' },
          ],
        },
      ],
    },
  },
  {
    // The renderer's tests run in Node: they may read files (a stylesheet's text), still nothing of main.
    files: ['src/renderer/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [electron],
          patterns: [
            {
              group: ['**/main/**', '**/simulator/**', '**/preload/**'],
              message: 'The renderer reaches the backend only through api.',
            },
          ],
        },
      ],
    },
  },
  {
    // The sandboxed preload needs names only: no zod, nothing of main.
    files: ['src/preload/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/contract.ts', 'zod'],
              message: 'The preload takes call names from src/shared/ipc/names.ts.',
            },
            {
              group: ['**/main/**', '**/simulator/**'],
              message: 'The preload forwards calls; it holds no logic.',
            },
          ],
        },
      ],
    },
  },
);
