/** Every public, indexable page of the site (docs/product/pages.md#routes), for the sitemap. */
import { services } from '#content/services/index.ts';

/** Not listed: /thank-you, /revenue-check/thank-you, /login, /invite and /dashboard, which are marked noindex. */
export const publicPagePaths: readonly string[] = [
  '/',
  ...services.map((service) => service.path),
  '/solutions',
  '/uswha',
  '/revenue-check',
  '/blog',
  '/privacy-policy',
  '/terms-of-service',
];
