// https://vike.dev/config: the contact form's thank-you page, drawn from the database like the other marketing
// pages, but rendered per request: a lead's booking token in its address offers that lead's times.
import type { Config } from 'vike/types';

export default { pageKey: 'thank-you', renderCache: false } satisfies Config;
