/** The blog API's requests for the editor's saves (editor-core/use-document-save.ts, decision 030). */
import { dashboardPostPath } from '#shared/dashboard-paths.ts';
import { callApi } from '#islands/api/api-client.ts';
import type { DocumentStore, SaveBody } from '../editor-core/use-document-save.ts';
import type { DashboardPost, PendingChange } from '../posts/post-types.ts';

/** Whether a post (or pending change) holds the text a save or a Publish sent. */
export const holdsSentText = (stored: DashboardPost | PendingChange, sent: SaveBody): boolean =>
  (['title', 'excerpt', 'content'] as const).every((key) => stored[key] === sent[key]);

export const postStore: DocumentStore<DashboardPost, PendingChange> = {
  create: (body) => ({ method: 'POST', path: '/api/admin/blog', payload: { ...body, status: 'draft', authorId: '', autosave: true } }),
  saveDraft: (post, body) => ({
    method: 'PUT',
    path: `/api/admin/blog/${post.id}`,
    payload: { ...body, status: 'draft', ifUpdatedAt: post.updatedAt, autosave: true },
  }),
  savePending: (post, pending, body) => ({
    method: 'PUT',
    path: `/api/admin/blog/${post.id}/pending`,
    payload: { ...body, ifPostUpdatedAt: post.updatedAt, ifPendingUpdatedAt: pending?.updatedAt ?? null },
  }),
  load: (id) =>
    Promise.all([callApi<DashboardPost>('GET', `/api/admin/blog/${id}`), callApi<{ pending: PendingChange | null }>('GET', `/api/admin/blog/${id}/pending`)]),
  holds: holdsSentText,
  /** The draft of the same slug, title and text, among the drafts whose title matches. */
  async findLostDraft(sent) {
    const query = new URLSearchParams({ q: String(sent.title).slice(0, 200), status: 'draft', sort: 'created' });
    const answer = await callApi<DashboardPost[]>('GET', `/api/admin/blog?${query.toString()}`).catch(() => null);
    if (!answer) return undefined;
    if (!answer.ok) return null;
    return answer.data.find((candidate) => (['slug', 'title', 'excerpt', 'content'] as const).every((key) => candidate[key] === sent[key])) ?? null;
  },
  dashboardPath: dashboardPostPath,
};
