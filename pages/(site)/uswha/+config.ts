import type { Config } from 'vike/types';

export default { pageKey: 'uswha', hasContactSection: true } satisfies Config;
