/** The marketing pages this suite and the browser suites visit. */
import { services } from '#content/services/index.ts';

export const marketingPaths: readonly string[] = [
  '/',
  ...services.map((service) => service.path),
  '/solutions',
  '/uswha',
  '/revenue-check',
  '/book',
  '/privacy-policy',
  '/terms-of-service',
  '/thank-you',
];
