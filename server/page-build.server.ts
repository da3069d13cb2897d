/**
 * The page build (`dist/server`, made by `vite build`): Vike's entry, whose import registers every page
 * with Vike's runtime. Run from the sources, it is imported from disk. The bundled server
 * (scripts/build-server.ts) replaces this module with a twin that imports the same file by a fixed
 * path, so that esbuild bundles the page build together with the server: one copy of Vike and React,
 * and no module resolution at start (docs/decisions/048-the-page-build-in-the-bundle.md).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export const serverBuildEntry = resolve(import.meta.dirname, '../dist/server/entry.mjs');

export function importPageBuild(): Promise<unknown> {
  return import(pathToFileURL(serverBuildEntry).href);
}
