// https://vike.dev/config: one page for the ten services; the metadata key is
// the slug, set by +data.ts from the table in content/meta.ts.
import type { Config } from 'vike/types';

export default {
  renderCache: 'static',
} satisfies Config;
