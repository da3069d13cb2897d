// Today's marketing pages as data (docs/product/pages.md#pages-as-data): what a new database is seeded
// with and what an existing one receives in its migration. `pageKey` ties a page to its entry in
// content/meta.ts (keywords, social card).
import type { PageContent } from '#shared/page-sections/index.ts';
import type { PageKey } from '../types.ts';
import { homePage } from './home.ts';
import { otherPages } from './others.ts';
import { servicePages } from './services.ts';

export interface DefaultPage extends PageContent {
  pageKey: PageKey;
}

const keyOf = (path: string): PageKey => (path === '/' ? 'home' : (path.split('/').pop() as PageKey));

export const defaultPages = (): DefaultPage[] => [homePage(), ...servicePages(), ...otherPages()].map((page) => ({ ...page, pageKey: keyOf(page.path) }));
