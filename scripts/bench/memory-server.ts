/**
 * Baseline: a bare `node:http` server answering the same bytes from memory, the
 * fastest a Node process can answer a page. Reads `<dir>/manifest.json` (written by
 * scripts/bench/baselines.ts): for each path, its files in each encoding and its ETag.
 * Run as a child process: `node scripts/bench/memory-server.ts <dir> <port>`.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import type { PageManifest } from './baselines.ts';

const [dir, port] = process.argv.slice(2);
if (!dir || !port) throw new Error('usage: memory-server.ts <dir> <port>');
const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as PageManifest;
const pages = new Map(
  Object.entries(manifest).map(([path, page]) => [
    path,
    { etag: page.etag, identity: readFileSync(join(dir, page.identity)), gzip: readFileSync(join(dir, page.gzip)), br: readFileSync(join(dir, page.br)) },
  ]),
);

createServer((req, res) => {
  const page = pages.get(req.url ?? '');
  if (!page) {
    res.writeHead(404).end();
    return;
  }
  if (req.headers['if-none-match'] === page.etag) {
    res.writeHead(304, { ETag: page.etag }).end();
    return;
  }
  const accepted = req.headers['accept-encoding'] ?? '';
  const encoding = accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : 'identity';
  const body = page[encoding];
  const headers: Record<string, string | number> = { 'Content-Type': 'text/html;charset=utf-8', 'Content-Length': body.length, ETag: page.etag };
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
  res.writeHead(200, headers).end(body);
}).listen(Number(port), '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
