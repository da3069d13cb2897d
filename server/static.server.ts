/**
 * Built assets: hashed files are immutable for a year; other public files
 * (icons, logos, the Open Graph image) for an hour. Only paths with a file
 * extension reach the file system, so page requests cost no disk lookup.
 */
import { extname } from 'node:path';
import express, { type RequestHandler } from 'express';

export function staticAssets(clientDir: string): RequestHandler {
  const serve = express.static(clientDir, {
    index: false,
    redirect: false,
    dotfiles: 'ignore',
    setHeaders(res, path) {
      const hashed = /[/\\]assets[/\\]/.test(path);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  return (req, res, next) => (extname(req.path) === '' ? next() : serve(req, res, next));
}
