/**
 * The one form of an old address (decision 061), used when an import stores it and when a request looks it up:
 * the path without its trailing slash, percent-decoded where that is valid, and `?p=ID` kept on the root
 * (WordPress's plain permalink); other query strings are not part of it.
 */
export function normalizeLegacyPath(path: string, p?: string): string {
  if ((path === '/' || path === '') && p !== undefined && /^\d{1,19}$/.test(p)) return `/?p=${p}`;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Kept as it came: an invalid escape cannot match a stored path anyway.
  }
  const trimmed = decoded.replace(/\/+$/, '');
  return (trimmed.startsWith('/') ? trimmed : `/${trimmed}`).toLowerCase();
}

/** The stored form of an old absolute URL (an item's `<link>`): its path, or its `?p=` on the root. */
export function legacyPathOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    const path = normalizeLegacyPath(parsed.pathname, parsed.searchParams.get('p') ?? undefined);
    return path === '/' ? undefined : path;
  } catch {
    return undefined;
  }
}
