import type { Config } from 'vike/types';

export default { pageKey: 'privacy-policy' } satisfies Config;
