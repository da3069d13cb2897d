// https://vike.dev/config: the subscribe page; it also shows what a confirmation, unsubscribe or preferences link
// did (server/subscriptions/subscription-routes.server.ts), so it is rendered per request.
import type { Config } from 'vike/types';

export default { pageKey: 'subscribe', renderCache: false } satisfies Config;
