/** The pages' and menus' admin endpoints, for the role check (role-endpoints.ts, test/api/roles.test.ts): fixtures per role's run, and what they could change. */
import { defaultNavigation } from '#content/navigation.ts';
import { createPagePreviewLink } from '#database/page-preview-links.server.ts';
import { createPage } from '#database/page-writes.server.ts';
import type { StoredContent } from '#database/site-pages.server.ts';
import type { Permission } from '#shared/roles.ts';
import type { TestApp } from './app.ts';
import { obGynSections } from './pages-api.ts';

export interface PageFixtures {
  /** A draft page, its version and its first revision. */
  pageId: number;
  pageRevisionId: number;
  /** A published page and its version, for its pending change. */
  livePageId: number;
  livePageUpdatedAt: string;
  /** A page to delete. */
  doomedPageId: number;
  /** A share-preview link of the draft page, to revoke. */
  pagePreviewLinkId: number;
}

interface PageEndpoint {
  method: string;
  route: string;
  path: (fixtures: PageFixtures) => string;
  body?: (fixtures: PageFixtures) => unknown;
  permission: Permission;
}

const content = (title: string): StoredContent => ({
  title,
  metaTitle: '',
  metaDescription: '',
  socialImage: '',
  noindex: false,
  canonicalUrl: '',
  sections: obGynSections() as unknown as StoredContent['sections'],
});

export async function pageFixtures(app: TestApp, role: string, userId: number): Promise<PageFixtures> {
  const page = (path: string, status: 'draft' | 'published') => createPage(app.db, { path, status, publishAt: null, content: content(path) }, userId);
  const draft = await page(`/draft-of-${role}`, 'draft');
  const live = await page(`/live-of-${role}`, 'published');
  const createdAt = new Date().toISOString();
  const expiresAt = new Date(Date.now() + 60_000).toISOString();
  const revision = (await app.db('page_revisions').where({ page_id: draft.id }).first('id')) as { id: number | string };
  return {
    pageId: draft.id,
    pageRevisionId: Number(revision.id),
    livePageId: live.id,
    livePageUpdatedAt: live.updatedAt,
    doomedPageId: (await page(`/doomed-of-${role}`, 'draft')).id,
    pagePreviewLinkId: (
      await createPagePreviewLink(app.db, { pageId: draft.id, tokenHash: `page-${role}`.padEnd(64, '0'), createdBy: userId, createdAt, expiresAt })
    ).id,
  };
}

/** What the pages endpoints could change. */
export async function pageSnapshot(app: TestApp): Promise<unknown> {
  return {
    pages: await app.db('site_pages').orderBy('id').select('id', 'path', 'status', 'updated_at', 'pending_updated_at'),
    navigation: await app.db('site_navigation').select('updated_at'),
    previewLinks: await app.db('page_preview_links').orderBy('id').select('id', 'revoked_at'),
    // The guides that pages offer (docs/product/guides.md).
    guides: await app.db('guides').orderBy('id').select('id', 'title', 'pdf_key', 'updated_at'),
  };
}

const manage = 'pages.manage';
export const pageEndpoints: PageEndpoint[] = [
  { method: 'GET', route: '/admin/pages', path: () => '/api/admin/pages', permission: manage },
  { method: 'POST', route: '/admin/pages', path: () => '/api/admin/pages', body: (f) => ({ path: `/new-of-${f.pageId}`, title: 'New' }), permission: manage },
  { method: 'GET', route: '/admin/pages/:id', path: (f) => `/api/admin/pages/${f.pageId}`, permission: manage },
  { method: 'PUT', route: '/admin/pages{/:id}', path: (f) => `/api/admin/pages/${f.pageId}`, body: () => ({ title: 'Renamed' }), permission: manage },
  { method: 'GET', route: '/admin/pages/:id/pending', path: (f) => `/api/admin/pages/${f.livePageId}/pending`, permission: manage },
  {
    method: 'PUT',
    route: '/admin/pages/:id/pending',
    path: (f) => `/api/admin/pages/${f.livePageId}/pending`,
    body: (f) => ({ title: 'Pending', ifPageUpdatedAt: f.livePageUpdatedAt, ifPendingUpdatedAt: null }),
    permission: manage,
  },
  { method: 'DELETE', route: '/admin/pages/:id/pending', path: (f) => `/api/admin/pages/${f.livePageId}/pending`, permission: manage },
  { method: 'GET', route: '/admin/pages/:id/revisions', path: (f) => `/api/admin/pages/${f.pageId}/revisions`, permission: manage },
  {
    method: 'GET',
    route: '/admin/pages/:id/revisions/:revisionId',
    path: (f) => `/api/admin/pages/${f.pageId}/revisions/${f.pageRevisionId}`,
    permission: manage,
  },
  {
    method: 'POST',
    route: '/admin/pages/:id/revisions/:revisionId/restore',
    path: (f) => `/api/admin/pages/${f.pageId}/revisions/${f.pageRevisionId}/restore`,
    permission: manage,
  },
  { method: 'POST', route: '/admin/pages/:id/preview-links', path: (f) => `/api/admin/pages/${f.pageId}/preview-links`, body: () => ({}), permission: manage },
  { method: 'GET', route: '/admin/pages/:id/preview-links', path: (f) => `/api/admin/pages/${f.pageId}/preview-links`, permission: manage },
  {
    method: 'DELETE',
    route: '/admin/pages/:id/preview-links{/:linkId}',
    path: (f) => `/api/admin/pages/${f.pageId}/preview-links/${f.pagePreviewLinkId}`,
    permission: manage,
  },
  { method: 'DELETE', route: '/admin/pages{/:id}', path: (f) => `/api/admin/pages/${f.doomedPageId}`, permission: manage },
  { method: 'GET', route: '/admin/navigation', path: () => '/api/admin/navigation', permission: manage },
  { method: 'GET', route: '/admin/navigation/links', path: () => '/api/admin/navigation/links?q=coding', permission: manage },
  { method: 'PUT', route: '/admin/navigation', path: () => '/api/admin/navigation', body: () => defaultNavigation(), permission: manage },
];
