/** The pages API's shapes as the dashboard reads them (docs/product/api.md#pages). */
import type { PageContent, Section } from '#shared/page-sections/index.ts';

export type PageStatus = 'draft' | 'scheduled' | 'published';

export interface PageListItem {
  id: number;
  path: string;
  title: string;
  status: PageStatus;
  publishAt: string | null;
  hasPending: boolean;
  updatedAt: string;
}

export interface PendingPage extends PageContent {
  updatedAt: string;
  /** When the change goes live by itself (a scheduled update); null when it waits for Update. */
  publishAt: string | null;
}

export interface AdminPage extends PageContent {
  id: number;
  pageKey: string | null;
  status: PageStatus;
  publishAt: string | null;
  createdAt: string;
  updatedAt: string;
  pending: PendingPage | null;
}

/** What the editor's form holds: the page's content, and the schedule's local time. */
export interface PageFields extends PageContent {
  publishAtLocal: string;
}

export const emptyPageFields: PageFields = {
  path: '',
  title: '',
  metaTitle: '',
  metaDescription: '',
  socialImage: '',
  noindex: false,
  canonicalUrl: '',
  sections: [] as Section[],
  publishAtLocal: '',
};

/** The content fields a save sends. */
export const contentKeys = ['path', 'title', 'metaTitle', 'metaDescription', 'socialImage', 'noindex', 'canonicalUrl', 'sections'] as const;

export function contentOf(source: PageContent): PageContent {
  return Object.fromEntries(contentKeys.map((key) => [key, source[key]])) as unknown as PageContent;
}
