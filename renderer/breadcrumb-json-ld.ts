/** schema.org BreadcrumbList for a breadcrumb trail, with absolute URLs. */
import type { Link } from '#content/types.ts';

/**
 * Each crumb's URL is resolved against the site, never concatenated: a crumb that leads to another site
 * (an absolute link in a page header's breadcrumb) is left out, since a breadcrumb names this site's pages.
 */
export function breadcrumbJsonLd(siteUrl: string, trail: readonly Link[]): Record<string, unknown> {
  const origin = new URL(siteUrl).origin;
  const onSite = trail.flatMap((item) => {
    try {
      const url = new URL(item.href, `${origin}/`);
      return url.origin === origin ? [{ name: item.label, item: url.href }] : [];
    } catch {
      return [];
    }
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: onSite.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, ...crumb })),
  };
}
