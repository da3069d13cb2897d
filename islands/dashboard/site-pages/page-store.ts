/** The pages API's requests for the page editor's saves (editor-core/use-document-save.ts, decision 085). */
import { dashboardSitePagePath } from '#shared/dashboard-paths.ts';
import { callApi } from '#islands/api/api-client.ts';
import type { DocumentStore, SaveBody } from '../editor-core/use-document-save.ts';
import { contentKeys, type AdminPage, type PendingPage } from './page-types.ts';

/** Whether a stored page (or pending change) holds the content a save sent. */
export const holdsSentContent = (stored: AdminPage | PendingPage, sent: SaveBody): boolean =>
  contentKeys.every((key) => JSON.stringify(stored[key]) === JSON.stringify(sent[key]));

export const pageStore: DocumentStore<AdminPage, PendingPage> = {
  // A page is made on the pages list (a path and a title), so the editor always saves an existing one.
  create: (body) => ({ method: 'POST', path: '/api/admin/pages', payload: body }),
  saveDraft: (page, body) => ({ method: 'PUT', path: `/api/admin/pages/${page.id}`, payload: { ...body, status: 'draft', ifUpdatedAt: page.updatedAt } }),
  savePending: (page, pending, body) => ({
    method: 'PUT',
    path: `/api/admin/pages/${page.id}/pending`,
    payload: { ...body, ifPageUpdatedAt: page.updatedAt, ifPendingUpdatedAt: pending?.updatedAt ?? null },
  }),
  load: (id) =>
    Promise.all([callApi<AdminPage>('GET', `/api/admin/pages/${id}`), callApi<{ pending: PendingPage | null }>('GET', `/api/admin/pages/${id}/pending`)]),
  holds: holdsSentContent,
  findLostDraft: () => Promise.resolve(null),
  dashboardPath: dashboardSitePagePath,
};
