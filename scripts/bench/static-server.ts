/**
 * The image-serving baseline, "the static server": Express's own static file server
 * (`express.static`, which is serve-static) on plain `node:http`, reading the file from disk on every
 * request as a site without a media cache would. Run as a child process:
 * `node scripts/bench/static-server.ts <dir> <port>`.
 */
import { createServer } from 'node:http';
import express from 'express';

const [dir, port] = process.argv.slice(2);
if (!dir || !port) throw new Error('usage: static-server.ts <dir> <port>');
const serve = express.static(dir, { etag: true, immutable: true, maxAge: '1y' });
createServer((req, res) =>
  serve(req as never, res as never, () => {
    res.statusCode = 404;
    res.end('Not found');
  }),
).listen(Number(port), '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
