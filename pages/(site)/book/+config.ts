// https://vike.dev/config: the free times change with every booking, so the page is rendered per request.
import type { Config } from 'vike/types';

export default { pageKey: 'book', renderCache: false } satisfies Config;
