/**
 * `npm start`: builds when there is no build yet, then starts the server
 * (which applies pending migrations before it listens).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { serverBuildEntry } from '#server/start.server.ts';

if (!existsSync(serverBuildEntry)) {
  console.log('No build found: building once (npm run build)…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import('#server/index.ts');
