/**
 * Baseline: a bare `node:http` server answering the same bytes from memory, the
 * fastest a Node process can answer a page. Reads `<dir>/manifest.json` (written by
 * scripts/bench/baselines.ts): for each path, its files in each encoding, its ETag and
 * the heads our server sent, which it sends as they were (the same header lines).
 * Run as a child process: `node scripts/bench/memory-server.ts <dir> <port>`.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import type { PageManifest } from './baselines.ts';

const [dir, port] = process.argv.slice(2);
if (!dir || !port) throw new Error('usage: memory-server.ts <dir> <port>');
const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as PageManifest;
type Encoding = 'identity' | 'gzip' | 'br';

/** The head to send: the one our server sent (manifest.heads), or the least a page needs. */
function headOf(page: PageManifest[string], kind: Encoding | '304', body: Buffer | undefined): [number, string[]] {
  const mirrored = page.heads?.[kind];
  if (mirrored) return [mirrored.status, mirrored.headers.flat()];
  if (kind === '304') return [304, ['ETag', page.etag]];
  const headers = ['Content-Type', 'text/html;charset=utf-8', 'Content-Length', String(body!.length), 'ETag', page.etag];
  return [200, kind === 'identity' ? headers : [...headers, 'Content-Encoding', kind]];
}

const pages = new Map(
  Object.entries(manifest).map(([path, page]) => {
    const bodies = { identity: readFileSync(join(dir, page.identity)), gzip: readFileSync(join(dir, page.gzip)), br: readFileSync(join(dir, page.br)) };
    const answer = (kind: Encoding) => ({ body: bodies[kind], head: headOf(page, kind, bodies[kind]) });
    return [path, { etag: page.etag, identity: answer('identity'), gzip: answer('gzip'), br: answer('br'), notModified: headOf(page, '304', undefined) }];
  }),
);

createServer((req, res) => {
  const page = pages.get(req.url ?? '');
  if (!page) {
    res.writeHead(404).end();
    return;
  }
  if (req.headers['if-none-match'] === page.etag) {
    res.writeHead(page.notModified[0], page.notModified[1]).end();
    return;
  }
  const accepted = req.headers['accept-encoding'] ?? '';
  const { body, head } = page[accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : 'identity'];
  res.writeHead(head[0], head[1]).end(body);
}).listen(Number(port), '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
