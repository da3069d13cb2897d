/**
 * The marketing pages and the menus (docs/product/api.md#pages, #navigation): owners and editors
 * (`pages.manage`); authors and sales get 403 on every one.
 */
import { adminNavigationHandlers } from './admin-navigation.server.ts';
import { adminPageChangeHandlers } from './admin-page-changes.server.ts';
import { adminPagePreviewLinkHandlers } from './admin-page-preview-links.server.ts';
import { adminPageHandlers } from './admin-pages.server.ts';
import type { Routes } from './index.server.ts';

export function pageRoutes({ api, deps, allow, signedIn, signIn, clientDir }: Routes): void {
  const handlerDeps = { db: deps.db, audit: signIn.audit, userOf: signedIn, clientDir };
  const manage = allow('pages.manage');
  const pages = adminPageHandlers(handlerDeps);
  api.get('/admin/pages', manage, pages.list);
  api.post('/admin/pages', manage, pages.create);
  api.get('/admin/pages/:id', manage, pages.show);
  // `{/:id}`: a missing id is a malformed one (400 naming `id`), not an unknown route.
  api.put('/admin/pages{/:id}', manage, pages.update);
  api.delete('/admin/pages{/:id}', manage, pages.remove);
  const { pending, revisions } = adminPageChangeHandlers(handlerDeps);
  api.get('/admin/pages/:id/pending', manage, pending.show);
  api.put('/admin/pages/:id/pending', manage, pending.save);
  api.delete('/admin/pages/:id/pending', manage, pending.discard);
  api.get('/admin/pages/:id/revisions', manage, revisions.list);
  api.get('/admin/pages/:id/revisions/:revisionId', manage, revisions.show);
  api.post('/admin/pages/:id/revisions/:revisionId/restore', manage, revisions.restore);
  const previewLinks = adminPagePreviewLinkHandlers({ ...handlerDeps, siteUrl: deps.config.siteUrl, clock: deps.clock });
  api.post('/admin/pages/:id/preview-links', manage, previewLinks.create);
  api.get('/admin/pages/:id/preview-links', manage, previewLinks.list);
  api.delete('/admin/pages/:id/preview-links{/:linkId}', manage, previewLinks.revoke);
  const navigation = adminNavigationHandlers(handlerDeps);
  api.get('/admin/navigation', manage, navigation.show);
  api.get('/admin/navigation/links', manage, navigation.links);
  api.put('/admin/navigation', manage, navigation.save);
}
