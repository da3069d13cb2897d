/**
 * `npm start` and the Procfile's web process: builds when there is no build yet, then starts the
 * server (which applies pending migrations before it listens). It runs the bundled server
 * (dist/node/server.mjs, made by `npm run build`) when there is one, else the sources; Node's
 * compile cache keeps the compiled code between starts (docs/decisions/040-cold-start.md).
 * JavaScript, not TypeScript: Node would load its type stripper (about 0.1 s of CPU) for this one file.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { enableCompileCache } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');
const pageBuild = resolve(root, 'dist/server/entry.mjs');
const serverBundle = resolve(root, 'dist/node/server.mjs');

if (!existsSync(pageBuild) || !existsSync(serverBundle)) {
  console.log('No build found: building once (npm run build)…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
enableCompileCache();
await import(existsSync(serverBundle) ? pathToFileURL(serverBundle).href : pathToFileURL(resolve(root, 'server/index.ts')).href);
