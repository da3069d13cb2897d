/**
 * The second half of `npm run build`: the server's own code and its pure-JavaScript packages
 * bundled into one module, dist/node/server.mjs (and the image child's program, dist/node/image-child.mjs), which `npm start` (scripts/start.mjs) runs, together
 * with the page build (dist/server), Vike and React. Node then reads, resolves and strips the types of
 * a few files instead of about 900 (docs/decisions/040-cold-start.md and 048). The reliability and load
 * tests start it too (docs/decisions/050-production-shaped-tests-and-limits.md); the other tests and
 * `npm run dev` run the sources.
 *
 * Left outside the bundle: native addons, the packages loaded on first use (sharp, fontkit,
 * wawoff2, mjml), and the database drivers Knex can ask for and this project does not install.
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
  // loaded on first use (server/media/social-card-drawing.server.ts)
  'fontkit',
  'wawoff2',
  // loaded on the first newsletter built (server/subscriptions/newsletter-email.server.ts): its own
  // dependencies load CommonJS modules by import(), which esbuild's chunks would not hand over whole
  'mjml',
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
 * client build from server/app.server.ts, the brand mark from server/mail/, packages resolved with
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

/**
 * The page build goes into the bundle too: server/page-build.server.ts imports it from disk by a path
 * computed at run time, which esbuild cannot follow; its twin here names the file, so esbuild bundles
 * the page build, Vike and React once, shared with the server's own `vike/server`
 * (docs/decisions/048-the-page-build-in-the-bundle.md).
 */
const pageBuildInBundle: Plugin = {
  name: 'page-build-in-bundle',
  setup(builder) {
    builder.onLoad({ filter: /[\\/]server[\\/]page-build\.server\.ts$/ }, () => ({
      contents: [
        "export const serverBuildEntry = __resolvePath(__projectRoot, 'dist/server/entry.mjs');",
        "export const importPageBuild = () => import('./dist/server/entry.mjs');",
      ].join('\n'),
      resolveDir: root,
      loader: 'js',
    }));
  },
};

/**
 * Images are made in a child process (docs/decisions/053-images-in-a-child-process.md), whose
 * program is a second entry of the bundle: the module naming it names the bundled one here.
 */
const imageChildInBundle: Plugin = {
  name: 'image-child-in-bundle',
  setup(builder) {
    builder.onLoad({ filter: /[\\/]server[\\/]media[\\/]image-child-path\.server\.ts$/ }, () => ({
      contents: "export const imageChildProgram = __resolvePath(__projectRoot, 'dist/node/image-child.mjs');",
      loader: 'js',
    }));
  },
};

await rm(serverBundleDir, { recursive: true, force: true });
await build({
  entryPoints: { server: resolve(root, 'server/index.ts'), 'image-child': resolve(root, 'server/media/image-child-program.server.ts') },
  outdir: serverBundleDir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  external,
  logLevel: 'warning',
  plugins: [pageBuildInBundle, imageChildInBundle, sourcePaths],
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
