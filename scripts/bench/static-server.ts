/**
 * The baseline: Express's own static file server (serve-static) on plain
 * node:http, serving files holding exactly the bytes our server sends.
 * Run as a child process: `node scripts/bench/static-server.ts <dir> <port>`.
 */
import { createServer } from 'node:http';
import serveStatic from 'serve-static';

const [dir, port] = process.argv.slice(2);
if (!dir || !port) throw new Error('usage: static-server.ts <dir> <port>');
const serve = serveStatic(dir, { index: ['index.html'], etag: true });
createServer((req, res) =>
  serve(req, res, () => {
    res.statusCode = 404;
    res.end('Not found');
  }),
).listen(Number(port), '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
