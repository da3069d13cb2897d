/**
 * The two baselines of `npm run bench`, answering exactly the bytes our server sends:
 * a bare `node:http` server from memory (scripts/bench/memory-server.ts), and nginx with
 * one worker, sendfile and no access log, serving precompressed files (gzip_static, and
 * brotli_static where its module is installed). nginx is used only when it is installed.
 * Both send our server's header lines too (security headers, Cache-Control, the request id as
 * it was once), so that a comparison weighs the server, not a shorter head.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { runningProcess, startProcess, type RunningProcess } from './processes.ts';

/** A response head as sent: the status and the header lines in order (name, value). */
export interface MirroredHead {
  status: number;
  headers: [string, string][];
}

/** Per page path: its files (relative to the directory) in each encoding, its ETag, and the heads our server sent. */
export type PageManifest = Record<
  string,
  { identity: string; gzip: string; br: string; etag: string; heads?: Partial<Record<'identity' | 'gzip' | 'br' | '304', MirroredHead>> }
>;

const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** Header lines every HTTP server writes itself (the clock, the connection's state): not mirrored. */
const ownHeaders = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** The raw bytes and head the server sends for `path` with these request headers (no decoding). */
export function rawGet(url: string, headers: Record<string, string>): Promise<{ body: Buffer; etag: string; head: MirroredHead }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const lines: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          if (!ownHeaders.has(res.rawHeaders[i]!.toLowerCase())) lines.push([res.rawHeaders[i]!, res.rawHeaders[i + 1]!]);
        }
        resolve({ body: Buffer.concat(chunks), etag: String(res.headers.etag), head: { status: res.statusCode ?? 0, headers: lines } });
      });
    })
      .on('error', reject)
      .end();
  });
}

async function rawGetOk(url: string, acceptEncoding: 'gzip' | 'br' | undefined) {
  const got = await rawGet(url, acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
  const encoding = got.head.headers.find(([name]) => name.toLowerCase() === 'content-encoding')?.[1] ?? 'identity';
  if (got.head.status !== 200 || encoding !== (acceptEncoding ?? 'identity')) throw new Error(`${url}: ${got.head.status}, ${encoding}`);
  return got;
}

/**
 * Writes each page as nginx's static module expects it (`<path>/index.html`, `.gz`, `.br`)
 * and a manifest for the memory server, with the heads our server sent (its security headers
 * included), so that both baselines send the same bytes as the app, head and body.
 */
export async function mirrorPages(origin: string, paths: string[], dir: string): Promise<void> {
  const manifest: PageManifest = {};
  for (const path of paths) {
    const folder = join(dir, path);
    mkdirSync(folder, { recursive: true });
    const identity = await rawGetOk(origin + path, undefined);
    const gzip = await rawGetOk(origin + path, 'gzip');
    const br = await rawGetOk(origin + path, 'br');
    const notModified = await rawGet(origin + path, { 'if-none-match': identity.etag });
    if (notModified.head.status !== 304) throw new Error(`${origin + path}: a conditional request answered ${notModified.head.status}`);
    const file = join(path, 'index.html');
    writeFileSync(join(dir, file), identity.body);
    writeFileSync(join(dir, `${file}.gz`), gzip.body);
    writeFileSync(join(dir, `${file}.br`), br.body);
    manifest[path] = {
      identity: file,
      gzip: `${file}.gz`,
      br: `${file}.br`,
      etag: identity.etag,
      heads: { identity: identity.head, gzip: gzip.head, br: br.head, '304': notModified.head },
    };
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

/** Lines nginx writes itself (type, length, ETag, encoding, Vary from gzip_vary), or not at all. */
const nginxOwnHeaders = new Set(['content-type', 'content-length', 'etag', 'content-encoding', 'vary', 'last-modified', 'accept-ranges']);

/** `add_header` for each of our server's header lines nginx does not write itself (on 200 and 304 alike). */
function nginxHeaders(head: MirroredHead): string {
  return head.headers
    .filter(([name]) => !nginxOwnHeaders.has(name.toLowerCase()))
    .map(([name, value]) => {
      if (/["\\$]/.test(value)) throw new Error(`${name}: a value nginx's configuration cannot quote as is`);
      return `add_header ${name} "${value}";`;
    })
    .join(' ');
}

/** nginx in the foreground as one process (no master: the process that serves is the one measured). */
export function startNginx(dir: string, port: number): RunningProcess {
  const prefix = join(dir, '..', 'nginx');
  mkdirSync(prefix, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as PageManifest;
  const locations = Object.entries(manifest).map(([path, page]) => {
    const head = page.heads?.identity;
    return `location = ${path} { try_files $uri/index.html =404; ${head ? nginxHeaders(head) : ''} }`;
  });
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
  gzip_vary on;
  ${nginxHasBrotli() ? 'brotli_static on;' : ''}
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${dir};
    ${locations.join('\n    ')}
  }
}
`;
  const file = join(prefix, 'nginx.conf');
  writeFileSync(file, config);
  // SIGQUIT: nginx's graceful stop.
  return runningProcess(spawn('nginx', ['-c', file, '-p', prefix], { stdio: ['ignore', 'ignore', 'inherit'] }), port, 'SIGQUIT');
}
