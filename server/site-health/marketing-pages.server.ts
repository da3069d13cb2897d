/**
 * The marketing pages as the site health check reads them (docs/product/redirects.md#site-health):
 * their address, title and description (content/meta.ts) and the site links their copy in content/
 * holds. The pages' words are data in content/, not in the database, so there is no dashboard page to
 * fix them in: each page names its file instead.
 */
import * as home from '#content/home.ts';
import { pageMeta } from '#content/meta.ts';
import * as navigation from '#content/navigation.ts';
import * as serviceCta from '#content/services/closing-cta.ts';
import { services } from '#content/services/index.ts';
import { solutions } from '#content/solutions.ts';
import type { PageKey } from '#content/types.ts';
import { uswha } from '#content/uswha.ts';

export interface MarketingPage {
  url: string;
  title: string;
  description: string;
  /** Where its words are (for the item's detail). */
  file: string;
  links: string[];
}

/** Every `href` in a piece of content (nested objects and lists), site paths only. */
export function hrefsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) hrefsIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'href' && typeof item === 'string' && item.startsWith('/') && !item.startsWith('//')) found.push(item);
      else hrefsIn(item, found);
    }
  }
  return found;
}

const page = (url: string, key: PageKey, file: string, content: unknown): MarketingPage => ({
  url,
  title: pageMeta[key].title,
  description: pageMeta[key].description,
  file,
  links: [...new Set(hrefsIn(content))],
});

export function marketingPages(): MarketingPage[] {
  return [
    page('/', 'home', 'content/home.ts', { home, navigation }),
    ...services.map((service) => page(service.path, service.slug, `content/services/${service.slug}.ts`, { service, serviceCta })),
    page('/solutions', 'solutions', 'content/solutions.ts', solutions),
    page('/uswha', 'uswha', 'content/uswha.ts', uswha),
    page('/blog', 'blog', 'content/blog.ts', {}),
    page('/privacy-policy', 'privacy-policy', 'content/legal.ts', {}),
    page('/terms-of-service', 'terms-of-service', 'content/legal.ts', {}),
  ];
}
