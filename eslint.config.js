import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers (CONTRIBUTING.md, "Layout"): each zone lists the folders its files
 * may not import from. Browser code never reaches the server or the database,
 * the database never reaches the server, and `shared/` stands on its own.
 */
const everythingBut = (...allowed) =>
  ['./server', './database', './renderer', './components', './islands', './pages', './content', './shared', './scripts', './test'].filter(
    (folder) => !allowed.includes(folder),
  );

const layers = [
  { target: './shared', from: everythingBut('./shared'), message: 'shared/ is used by browser and server alike: it imports only shared/.' },
  { target: './content', from: everythingBut('./content', './shared'), message: 'content/ is copy as typed data: it imports only content/ and shared/.' },
  {
    target: './database',
    from: everythingBut('./database', './shared'),
    message: 'database/ sits below the server: it imports only database/ and shared/ (move what both need to shared/).',
  },
  {
    target: ['./islands', './components', './renderer', './pages/**/+client.ts', './**/*.client.ts', './**/*.client.tsx'],
    from: ['./server', './database', './scripts', './test'],
    message: 'Browser and view code must not import server/ or database/: move what both sides use to shared/.',
  },
  { target: './server', from: ['./islands', './components', './pages', './scripts', './test'], message: 'server/ does not reach into the views: share through shared/.' },
];

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'scripts/make-assets/*.html'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-namespace': 'off',
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layers }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // import-x/no-cycle passes over type-only imports, which is how AppDeps once made a circle.
    files: ['server/**/*.ts'],
    ignores: ['server/app.ts', 'server/start.server.ts', 'server/index.ts', 'server/dev.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/app.ts', '#server/app.ts'], message: 'Take the narrow deps this module uses (as SessionDeps does), not AppDeps.' }] },
      ],
    },
  },
  {
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-unused-expressions': 'off' },
  },
);
