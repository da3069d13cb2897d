/**
 * A PostgreSQL cluster of its own, to stop and start under a running server
 * without touching the shared one on 5432 (Debian's postgresql-common tools,
 * run as root). Missing tools fail the test with the command that installs them.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../helpers/server-process.ts';

export interface ThrowawayCluster {
  url: string;
  port: number;
  start(): Promise<void>;
  stop(): void;
  drop(): void;
}

function run(command: string, args: string[]): string {
  return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function postgresVersion(): string {
  const tools = ['pg_createcluster', 'pg_ctlcluster', 'pg_dropcluster', 'pg_isready'];
  const missing = tools.filter((tool) => !['/usr/bin', '/usr/sbin', '/bin'].some((dir) => existsSync(`${dir}/${tool}`)));
  if (missing.length > 0 || !existsSync('/usr/lib/postgresql')) {
    throw new Error(
      `The database-fault test needs its own PostgreSQL cluster, but ${missing.join(', ') || 'the server binaries'} ` +
        'are missing. Install them with: apt-get install -y postgresql (.ci/run does this).',
    );
  }
  if (process.getuid?.() !== 0) throw new Error('The database-fault test creates a PostgreSQL cluster and must run as root.');
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
  const version = versions.at(-1);
  if (!version) throw new Error('No PostgreSQL server under /usr/lib/postgresql: apt-get install -y postgresql');
  return version;
}

export async function createThrowawayCluster(): Promise<ThrowawayCluster> {
  const version = postgresVersion();
  const port = await freePort();
  const name = `rcmfault${process.pid}`;
  run('pg_createcluster', [version, name, '-p', String(port), '--', '--auth=trust']);
  const cluster: ThrowawayCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      run('pg_ctlcluster', ['--skip-systemctl-redirect', version, name, 'start']);
      for (let i = 0; i < 100; i++) {
        try {
          run('pg_isready', ['-q', '-h', '127.0.0.1', '-p', String(port)]);
          return;
        } catch {
          await sleep(100);
        }
      }
      throw new Error(`cluster ${version}/${name} did not become ready`);
    },
    stop() {
      // "fast": disconnects every client, as a crash or a failover would.
      run('pg_ctlcluster', ['--skip-systemctl-redirect', version, name, 'stop', '-m', 'fast']);
    },
    drop() {
      run('pg_dropcluster', ['--stop', version, name]);
    },
  };
  try {
    await cluster.start();
  } catch (error) {
    cluster.drop();
    throw error;
  }
  return cluster;
}
