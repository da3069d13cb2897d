// https://vike.dev/config: one visitor's call, rendered per request and never indexed (content/meta.ts).
import type { Config } from 'vike/types';

export default { pageKey: 'book-manage', renderCache: false } satisfies Config;
