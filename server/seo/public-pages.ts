/**
 * The public, indexable pages the application draws itself (docs/product/pages.md#routes), for the sitemap and
 * the live paths. The marketing pages are data: the sitemap lists the published ones from the database
 * (server/blog/sitemap-entries.server.ts), so a new page joins it and a deleted or noindex one leaves it.
 */

/** Not listed: /thank-you, /revenue-check/thank-you, /login, /invite and /dashboard, which are marked noindex. */
export const publicPagePaths: readonly string[] = ['/revenue-check', '/book', '/blog'];
