import path from 'node:path';
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
  {
    target: './server',
    from: ['./islands', './components', './pages', './scripts', './test'],
    message: 'server/ does not reach into the views: share through shared/.',
  },
  // Pages: a `+data.ts` (which Vike runs on the server) and page-local `*.server.ts` helpers may read the
  // database and use server/ modules; every other page file is view code, rendered like components/.
  { target: './pages', from: ['./scripts', './test'], message: 'pages/ never imports scripts/ or test/.' },
  {
    target: ['./pages/**/!(+data|*.server).ts', './pages/**/*.tsx'],
    from: ['./server/**', './database/**', './pages/**/*.server.ts'],
    message: 'Page view code does not import server/ or database/: read data in +data.ts (through withDatabase) and pass it as props.',
  },
];

/**
 * CONTRIBUTING.md, "Server code says so": a module that touches Knex, secrets, sessions or the file
 * system (a value import of one of these) is named `*.server.ts(x)`. Type-only imports run nothing.
 */
const serverOnlyPackages = new Set(['knex', 'pg', 'better-sqlite3', 'cookie-session', 'fs', 'fs/promises', 'node:fs', 'node:fs/promises']);
/** Modules in the repository that are the database (Knex), the secrets or the sessions. */
const serverOnlyModules = [/^database\/(?!migrations\/)/, /^server\/config\.server\.ts$/, /^server\/auth\/(session|signing-keys)\.server\.ts$/];

function touchesServerOnly(specifier, importer) {
  if (serverOnlyPackages.has(specifier)) return true;
  let file;
  if (specifier.startsWith('#')) file = specifier.slice(1);
  else if (specifier.startsWith('.')) file = path.relative(process.cwd(), path.resolve(path.dirname(importer), specifier));
  else return false;
  return serverOnlyModules.some((pattern) => pattern.test(file.split(path.sep).join('/')));
}

const serverFileNames = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { name: 'Importing {{specifier}} makes this server code: name the file *.server.ts (CONTRIBUTING.md, "Server code says so").' },
  },
  create(context) {
    if (/\.server\.tsx?$/.test(context.filename)) return {};
    const check = (node) => {
      if (!node.source || node.importKind === 'type' || node.exportKind === 'type') return;
      if (node.specifiers?.length > 0 && node.specifiers.every((specifier) => specifier.importKind === 'type' || specifier.exportKind === 'type')) return;
      const specifier = node.source.value;
      if (touchesServerOnly(specifier, context.filename)) context.report({ node: node.source, messageId: 'name', data: { specifier } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

/**
 * Generated files and data tables, which may pass the size limits: each is listed, with its reason, in
 * CONTRIBUTING.md ("File and function size").
 */
const sizeExempt = ['content/meta.ts'];

export default tseslint.config(
  // `**/*.build-*.mjs`: Vike's transient bundles of a page's +config.ts, written and removed during `npm run build`,
  // which CI runs beside lint (a file listed, then gone before it was read, failed the lint).
  { ignores: ['dist/', 'data/', 'node_modules/', 'scripts/make-assets/*.html', '**/*.build-*.mjs'] },
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
    ignores: ['server/app.server.ts', 'server/start.server.ts', 'server/index.ts', 'server/dev.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/app.server.ts', '#server/app.server.ts'], message: 'Take the narrow deps this module uses (as SessionDeps does), not AppDeps.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    // Tools and entry points that only Node runs, migrations (named by date), and Vike's + files, whose environment Vike sets.
    ignores: ['test/**', 'scripts/**', 'database/migrations/**', 'pages/**/+*.ts', 'knexfile.ts', '*.config.ts'],
    plugins: { local: { rules: { 'server-file-names': serverFileNames } } },
    rules: { 'local/server-file-names': 'error' },
  },
  {
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-unused-expressions': 'off' },
  },
  {
    // CONTRIBUTING.md, "File and function size": counted on Prettier's output, every line (blank lines and comments too).
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: false, skipComments: false, IIFEs: true }],
    },
  },
  {
    files: sizeExempt,
    rules: { 'max-lines': 'off', 'max-lines-per-function': 'off' },
  },
);
