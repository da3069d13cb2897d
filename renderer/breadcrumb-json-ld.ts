/** schema.org BreadcrumbList for a breadcrumb trail, with absolute URLs. */
import type { Link } from '#content/types.ts';

export function breadcrumbJsonLd(siteUrl: string, trail: readonly Link[]): Record<string, unknown> {
  const origin = siteUrl.replace(/\/+$/, '');
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: `${origin}${item.href}`,
    })),
  };
}
