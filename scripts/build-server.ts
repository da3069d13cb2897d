/**
 * The second half of `npm run build`: the server's own code and its pure-JavaScript packages
 * bundled into one module, dist/node/server.mjs, which `npm start` (scripts/start.ts) runs.
 * Node then reads, resolves and strips the types of one file instead of about 700
 * (docs/decisions/040-cold-start.md). Tests and `npm run dev` keep running the sources.
 *
 * Left outside the bundle: native addons, Vike and React (the page build in dist/server imports
 * them, and there must be one copy of each), the packages loaded on first use (jsdom, sharp, fontkit,
 * wawoff2),
 * plus the database drivers Knex can ask for and this project does not install.
 */
import { readFile, rm } from 'node:fs/promises';
import { dirname, relative, resolve, sep } from 'node:path';
import { build, type Plugin } from 'esbuild';

const root = resolve(import.meta.dirname, '..');
export const serverBundleDir = resolve(root, 'dist/node');

const external = [
  // native addons
  'better-sqlite3',
  'bcrypt',
  'sharp',
  // shared with the page build (dist/server)
  'vike',
  'vike/*',
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  // loaded on first use (server/images/sanitize-svg.server.ts, server/media/social-card-drawing.server.ts)
  'jsdom',
  'dompurify',
  'fontkit',
  'wawoff2',
  // Knex's other dialects, required only when configured
  'mysql',
  'mysql2',
  'oracledb',
  'tedious',
  'sqlite3',
  'pg-native',
  'pg-query-stream',
  'mariadb',
  'mariadb/*',
];

/**
 * The sources name files relative to themselves (`import.meta.dirname`, `import.meta.url`: the
 * client build from server/app.ts, the brand mark from server/mail/, packages resolved with
 * createRequire). In the bundle each such expression becomes the path of the source file it was
 * written in, found from the bundle's own place (dist/node, two levels below the project).
 */
const sourcePaths: Plugin = {
  name: 'source-paths',
  setup(builder) {
    builder.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => {
      if (path.includes(`${sep}node_modules${sep}`)) return undefined;
      const text = await readFile(path, 'utf8');
      if (!text.includes('import.meta.')) return undefined;
      const file = relative(root, path).split(sep).join('/');
      const contents = text
        .replaceAll('import.meta.dirname', `__sourceDirname(${JSON.stringify(dirname(file))})`)
        .replaceAll('import.meta.url', `__sourceUrl(${JSON.stringify(file)})`);
      return { contents, loader: path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

await rm(serverBundleDir, { recursive: true, force: true });
await build({
  entryPoints: { server: resolve(root, 'server/index.ts') },
  outdir: serverBundleDir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  external,
  logLevel: 'warning',
  plugins: [sourcePaths],
  banner: {
    js: [
      "import { createRequire as __createRequire } from 'node:module';",
      "import { resolve as __resolvePath } from 'node:path';",
      "import { pathToFileURL as __pathToFileURL } from 'node:url';",
      // Bundled CommonJS packages call require() for Node's own modules.
      'const require = __createRequire(import.meta.url);',
      "const __projectRoot = __resolvePath(import.meta.dirname, '../..');",
      'const __sourceDirname = (dir) => __resolvePath(__projectRoot, dir);',
      'const __sourceUrl = (file) => __pathToFileURL(__resolvePath(__projectRoot, file)).href;',
    ].join('\n'),
  },
});
