// https://vike.dev/config: the guide page (docs/product/guides.md): what a guide's request form or its emailed
// link answers (server/guides/guide-routes.server.ts), so it is rendered per request; never opened by its address.
import type { Config } from 'vike/types';

export default { pageKey: 'guide-request', renderCache: false } satisfies Config;
