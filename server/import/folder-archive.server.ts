/**
 * A folder given to the import command instead of a zip (Ghost's `content/images`, an unpacked
 * `wp-content/uploads`), read through the same interface as a zip archive. Names are relative to the folder; a
 * name that would leave it is never read.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { relative, resolve, sep } from 'node:path';
import { defaultZipLimits, type ZipArchive } from './zip-archive.server.ts';

export async function openFolderArchive(folder: string, maxEntryBytes = defaultZipLimits.maxEntryBytes): Promise<ZipArchive> {
  const root = resolve(folder);
  const names = (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, resolve(entry.parentPath, entry.name)).split(sep).join('/'));
  const known = new Set(names);
  return {
    names: () => names,
    async read(name) {
      if (!known.has(name)) return 'not in the folder';
      const path = resolve(root, name);
      if (!path.startsWith(root + sep)) return 'outside the folder';
      if ((await stat(path)).size > maxEntryBytes) return `larger than ${Math.round(maxEntryBytes / 1024 ** 2)} MB`;
      return readFile(path);
    },
    close: () => undefined,
  };
}
