/**
 * Redirect rules (docs/product/redirects.md): the shapes, limits and matching shared by the server,
 * which serves and checks them, and the dashboard form, which reads the same limits.
 *
 * A source is a path, exact (`/old-page`) or a prefix ending in `*` (`/old-services/*`). A target is a
 * path of this site or an absolute http(s) URL; a prefix rule's target may end in `*`, which takes the
 * rest of the requested path (`/old-services/billing` → `/services/billing`).
 */
export const redirectStatuses = [301, 308, 302, 307] as const;
export type RedirectStatus = (typeof redirectStatuses)[number];

export const redirectStatusLabels: Record<RedirectStatus, string> = {
  301: '301 Moved permanently',
  308: '308 Permanent redirect (keeps the method)',
  302: '302 Found (temporary)',
  307: '307 Temporary redirect (keeps the method)',
};

export const redirectLimits = { source: 500, target: 2000 } as const;

/** Characters of a path as a request carries it (RFC 3986 pchar and `/`); a `*` only at the end. */
export const sourcePattern = /^\/[A-Za-z0-9\-._~!$&'()+,;=:@%/]*\*?$/;
/** A path of this site, not `//host` (which a browser reads as another site), with an optional query. */
export const sitePathTarget = /^\/(?!\/)[A-Za-z0-9\-._~!$&'()+,;=:@%/]*\*?(?:\?[A-Za-z0-9\-._~!$&'()+,;=:@%/?*]*)?$/;

export interface RedirectRule {
  id: number;
  source: string;
  target: string;
  status: RedirectStatus;
  createdAt: string;
}

export const isPrefixSource = (source: string): boolean => source.endsWith('*');

/** Whether `path` (no query) is one a source names: itself, or under its prefix. */
export function sourceMatches(source: string, path: string): boolean {
  return isPrefixSource(source) ? path.startsWith(source.slice(0, -1)) : path === source;
}

/** Where a request for `path` (with `query`, '' or starting with `?`) goes under `rule`. */
export function locationFor(rule: Pick<RedirectRule, 'source' | 'target'>, path: string, query: string): string {
  const { source, target } = rule;
  const queryAt = target.indexOf('?');
  const targetPath = queryAt === -1 ? target : target.slice(0, queryAt);
  const targetQuery = queryAt === -1 ? '' : target.slice(queryAt);
  let base = targetPath.endsWith('*') && isPrefixSource(source) ? `${targetPath.slice(0, -1)}${path.slice(source.length - 1)}` : targetPath;
  // `/old/* → /*` asked for `/old//evil.example` would send `//evil.example`, another site: one slash only.
  if (base.startsWith('/')) base = base.replace(/^[/\\]+/, '/');
  // The request's own query string goes along unless the rule sets one.
  return headerSafe(`${base}${targetQuery || query}`);
}

/** Percent-encodes what a header may not carry (controls, spaces, anything past `~`), so every Location can be written. */
export function headerSafe(location: string): string {
  return location.replace(/[^\x21-\x7e]/gu, (character) => {
    try {
      return encodeURIComponent(character);
    } catch {
      return ''; // a lone surrogate has no encoding
    }
  });
}

/** Whether a target's `*` continues a path (`https://partner.example/*`), never a host (`https://partner.example*`). */
export function wildcardContinuesPath(target: string): boolean {
  const path = target.split('?')[0]!;
  if (!path.endsWith('*') || path.startsWith('/')) return true;
  return /^https?:\/\/[^/?#]+\/[^*]*\*$/i.test(path);
}

/** Exact sources by path, then prefixes longest first, so the most specific rule wins. */
export class RedirectTable {
  readonly #exact = new Map<string, RedirectRule>();
  readonly #prefixes: RedirectRule[];

  constructor(rules: readonly RedirectRule[]) {
    for (const rule of rules) if (!isPrefixSource(rule.source)) this.#exact.set(rule.source, rule);
    this.#prefixes = rules.filter((rule) => isPrefixSource(rule.source)).sort((a, b) => b.source.length - a.source.length);
  }

  get size(): number {
    return this.#exact.size + this.#prefixes.length;
  }

  match(path: string): RedirectRule | undefined {
    const exact = this.#exact.get(path);
    if (exact) return exact;
    for (const rule of this.#prefixes) if (sourceMatches(rule.source, path)) return rule;
    return undefined;
  }
}

/** One missing path of the 404 log, as GET /api/admin/not-found answers it. */
export interface MissingPath {
  path: string;
  /** Requests by people (browsers); bots are counted apart, in `botCount`. */
  count: number;
  botCount: number;
  firstSeenAt: string;
  lastSeenAt: string;
  /** The host that sent most of the people to it, or null when none said. */
  referrerHost: string | null;
}

/** GET /api/admin/not-found: the kept paths between two days, and the requests folded into "other" in them. */
export interface MissingPathsReport {
  /** The days asked for (YYYY-MM-DD, the site's time zone), both included. */
  from: string;
  to: string;
  paths: MissingPath[];
  /** Requests to addresses the log did not keep one by one (over its bound), people and bots apart. */
  other: { count: number; botCount: number };
}
