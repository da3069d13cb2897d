/**
 * Click counting (docs/product/subscriptions.md#click-counting), only when the owner turned it on: each web link
 * of a newsletter's body points to the site's redirect `/e/c/{token}`, which counts a click for that newsletter
 * and link and answers 302 to the address. The token is random and looked up, so the redirect only ever goes to
 * an address that a newsletter of this site links to (no open redirect), and it is the same for every recipient:
 * nothing in the address or the table says who clicked.
 */
import type { RequestHandler } from 'express';
import { parseDocument } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';
import { countClick, linkTokens } from '#database/newsletter-links.server.ts';
import type { Database } from '#database/db.server.ts';
import { clickPath } from '#shared/subscriptions.ts';

/** The absolute http(s) address of a link in the body, as the email will carry it; null for mailto and others. */
function webAddress(href: string | undefined, siteUrl: string): string | null {
  if (!href) return null;
  try {
    const url = new URL(href, siteUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function hrefsOf(html: string): string[] {
  const found: string[] = [];
  const walk = (nodes: ReturnType<typeof parseDocument>['children']) => {
    for (const node of nodes) {
      if (!('name' in node)) continue;
      const element = node as unknown as { name: string; attribs: Record<string, string>; children: typeof nodes };
      if (element.name === 'a' && element.attribs.href) found.push(element.attribs.href);
      walk(element.children);
    }
  };
  walk(parseDocument(html).children);
  return found;
}

/** The body with each web link sent through the counted redirect; the tokens are stored once per newsletter. */
export async function withCountedLinks(db: Database, newsletterId: number, bodyHtml: string, siteUrl: string, now: string): Promise<string> {
  const addresses = hrefsOf(bodyHtml)
    .map((href) => webAddress(href, siteUrl))
    .filter((url): url is string => url !== null && url.length <= 2048);
  if (addresses.length === 0) return bodyHtml;
  const tokens = await linkTokens(db, newsletterId, addresses, now);
  return sanitizeHtml(bodyHtml, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    transformTags: {
      a: (tagName, attribs) => {
        const url = webAddress(attribs.href, siteUrl);
        const token = url ? tokens.get(url) : undefined;
        return { tagName, attribs: token ? { ...attribs, href: `${siteUrl}${clickPath(token)}` } : attribs };
      },
    },
  });
}

/** `GET /e/c/{token}`: counts the click and answers 302 to the link's address; 404 for an unknown token. */
export function clickRedirect(db: Database): RequestHandler {
  return (req, res, next) => {
    const token = String(req.params.token ?? '');
    if (!/^[A-Za-z0-9_-]{16,32}$/.test(token)) return next();
    countClick(db, token).then((url) => {
      if (!url) return next();
      // Nothing kept about who clicked; the address it leads to learns nothing of the email either.
      res.set({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex' });
      res.redirect(302, url);
    }, next);
  };
}
