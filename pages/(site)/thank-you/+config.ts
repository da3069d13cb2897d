// Not indexed (robots noindex, nofollow in content/meta.ts) and not in the sitemap.
import type { Config } from 'vike/types';

export default { pageKey: 'thank-you' } satisfies Config;
