/**
 * Paths that carry a private token (SECURITY.md#private-links): a booking's manage link and its `.ics`, a
 * staff calendar feed, an invitation, a password reset, an email change, a page preview, a guide's download link
 * (docs/product/guides.md#the-link), and a post's share link (`?preview=`). No redirect rule may cover one and none is ever applied to one
 * (docs/product/redirects.md#rules), and the 404 log never keeps one (docs/product/redirects.md#the-404-log),
 * on any case, slash or percent-encoding of the path.
 */

/** Roots under which every path carries, or may carry, a token (the root itself included). */
export const privatePathRoots = ['/book/manage', '/calendar', '/guides/download', '/invite', '/login', '/preview', '/profile'] as const;

/** Query parameters that carry a token: a post's share link (`/blog/{slug}?preview=…`). */
const privateQuery = /(?:^|[?&])(?:preview|token)=/i;

/** Decodes the percent escapes of ASCII characters, again and again (`%252F` → `%2F` → `/`). */
function decodeAscii(path: string): string {
  let current = path;
  for (let round = 0; round < 5; round++) {
    const next = current.replace(/%([0-7][0-9a-f])/gi, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (next === current) break;
    current = next;
  }
  return current;
}

/**
 * The path as a router may read it: escapes decoded, backslashes as slashes, lower case, runs of slashes as
 * one, and `.` and `..` segments resolved, so that `/Book//%6Danage/` and `/x/../book/manage/` are
 * `/book/manage/`.
 */
export function normalizedPath(path: string): string {
  const plain = decodeAscii(path)
    .replace(/\\/g, '/')
    .toLowerCase()
    .replace(/\/{2,}/g, '/');
  const segments: string[] = [];
  const parts = plain.split('/');
  parts.forEach((segment, index) => {
    if (segment === '..') segments.pop();
    else if (segment !== '.' || index === parts.length - 1) segments.push(segment === '.' ? '' : segment);
  });
  const joined = segments.join('/');
  return joined.startsWith('/') ? joined : `/${joined}`;
}

const underRoot = (path: string, root: string) => path === root || path.startsWith(`${root}/`);

/** Whether a request for `path` (and `query`, '' or starting with `?`) carries a private token. */
export function isPrivatePath(path: string, query = ''): boolean {
  const normal = normalizedPath(path);
  return privatePathRoots.some((root) => underRoot(normal, root)) || normal.endsWith('.ics') || privateQuery.test(decodeAscii(query));
}

/**
 * Whether a redirect source (exact, or a prefix ending in `*`) could match a private path in any form.
 * A prefix that ends in half an escape (`/book/%6*`) is read as if cut before it, which covers more.
 */
export function sourceCoversPrivatePath(source: string): boolean {
  if (!source.endsWith('*')) return isPrivatePath(source);
  const prefix = normalizedPath(source.slice(0, -1).replace(/%[0-9a-f]?$/i, ''));
  return privatePathRoots.some((root) => root.startsWith(prefix) || underRoot(prefix.replace(/\/$/, ''), root));
}
