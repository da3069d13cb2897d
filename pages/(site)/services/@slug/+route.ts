// https://vike.dev/route-function: matches only the ten service slugs, so any
// other /services/… path falls through to the 404 page.
import { isServiceSlug } from '#content/services/index.ts';

const servicePath = /^\/services\/([a-z-]+)$/;

export default function route({ urlPathname }: { urlPathname: string }) {
  const slug = servicePath.exec(urlPathname)?.[1];
  return slug !== undefined && isServiceSlug(slug) ? { routeParams: { slug } } : false;
}
