// https://vike.dev/config: the list changes with the posts, so it is cached per content version.
import type { Config } from 'vike/types';

export default {
  pageKey: 'blog',
  renderCache: 'content',
} satisfies Config;
