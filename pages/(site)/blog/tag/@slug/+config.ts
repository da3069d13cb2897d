// https://vike.dev/config: a tag's posts change with the posts, so the page is cached per content version.
import type { Config } from 'vike/types';

export default {
  pageKey: 'blog',
  renderCache: 'content',
} satisfies Config;
