// https://vike.dev/error-page: the error pages have no islands and ship no JavaScript
// (no +client.ts applies here); their navigation still works through plain
// links and <details> menus.
import type { Config } from 'vike/types';

export default {
  pageKey: 'not-found',
  renderCache: false,
} satisfies Config;
