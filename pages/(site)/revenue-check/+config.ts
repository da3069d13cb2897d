// https://vike.dev/config: the result depends on the query string, so the page is rendered per request.
import type { Config } from 'vike/types';

export default {
  pageKey: 'revenue-check',
  renderCache: false,
} satisfies Config;
