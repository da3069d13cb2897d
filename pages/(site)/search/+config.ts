// https://vike.dev/config: the results depend on the query string, so the page is rendered per request.
// Not indexed (robots noindex in content/meta.ts) and not in the sitemap.
import type { Config } from 'vike/types';

export default {
  pageKey: 'search',
  renderCache: false,
} satisfies Config;
