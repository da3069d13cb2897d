// https://vike.dev/config: the figures come from the query string. Not indexed and not in the sitemap.
import type { Config } from 'vike/types';

export default {
  pageKey: 'revenue-check-thank-you',
  renderCache: false,
} satisfies Config;
