/**
 * The two baselines of `npm run bench`, answering exactly the bytes our server sends:
 * a bare `node:http` server from memory (scripts/bench/memory-server.ts), and nginx with
 * one worker, sendfile and no access log, serving precompressed files (gzip_static, and
 * brotli_static where its module is installed). nginx is used only when it is installed.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { startProcess, type RunningProcess } from './processes.ts';

/** Per page path: its files (relative to the directory) in each encoding, and its ETag. */
export type PageManifest = Record<string, { identity: string; gzip: string; br: string; etag: string }>;

const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** The raw bytes and headers the server sends for `path` with this Accept-Encoding (no decoding). */
function rawGet(url: string, acceptEncoding: string | undefined): Promise<{ body: Buffer; etag: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const encoding = res.headers['content-encoding'] ?? 'identity';
        if (res.statusCode !== 200 || encoding !== (acceptEncoding ?? 'identity')) reject(new Error(`${url}: ${res.statusCode}, ${encoding}`));
        else resolve({ body: Buffer.concat(chunks), etag: String(res.headers.etag) });
      });
    })
      .on('error', reject)
      .end();
  });
}

/**
 * Writes each page as nginx's static module expects it (`<path>/index.html`, `.gz`, `.br`)
 * and a manifest for the memory server.
 */
export async function mirrorPages(origin: string, paths: string[], dir: string): Promise<void> {
  const manifest: PageManifest = {};
  for (const path of paths) {
    const folder = join(dir, path);
    mkdirSync(folder, { recursive: true });
    const identity = await rawGet(origin + path, undefined);
    const file = join(path, 'index.html');
    writeFileSync(join(dir, file), identity.body);
    writeFileSync(join(dir, `${file}.gz`), (await rawGet(origin + path, 'gzip')).body);
    writeFileSync(join(dir, `${file}.br`), (await rawGet(origin + path, 'br')).body);
    manifest[path] = { identity: file, gzip: `${file}.gz`, br: `${file}.br`, etag: identity.etag };
  }
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
}

export function startMemoryServer(dir: string, port: number): RunningProcess {
  return startProcess(['scripts/bench/memory-server.ts', dir, String(port)], {}, port);
}

export function nginxInstalled(): boolean {
  try {
    execFileSync('nginx', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** True when nginx can send the .br files (the brotli_static module is installed). */
export const nginxHasBrotli = () => existsSync(brotliModule);

/** nginx in the foreground as one process (no master: the process that serves is the one measured). */
export function startNginx(dir: string, port: number): RunningProcess {
  const prefix = join(dir, '..', 'nginx');
  mkdirSync(prefix, { recursive: true });
  const config = `
${nginxHasBrotli() ? `load_module ${brotliModule};` : ''}
daemon off;
master_process off;
worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  default_type text/html;
  charset utf-8;
  gzip_static on;
  ${nginxHasBrotli() ? 'brotli_static on;' : ''}
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${dir};
    location / { try_files $uri/index.html =404; }
  }
}
`;
  const file = join(prefix, 'nginx.conf');
  writeFileSync(file, config);
  const child = spawn('nginx', ['-c', file, '-p', prefix], { stdio: ['ignore', 'ignore', 'inherit'] });
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
    },
  };
}
