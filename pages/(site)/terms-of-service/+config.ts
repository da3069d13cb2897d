import type { Config } from 'vike/types';

export default { pageKey: 'terms-of-service' } satisfies Config;
