import type { Config } from 'vike/types';

export default { pageKey: 'solutions' } satisfies Config;
