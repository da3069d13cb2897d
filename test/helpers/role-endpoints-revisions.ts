/** A post's revisions' admin routes, for the role checks of role-endpoints.ts: whoever may see a post sees them. */
import type { Endpoint } from './role-endpoints.ts';

export const postRevisionEndpoints: Endpoint[] = [
  { method: 'GET', route: '/admin/blog/:id/revisions', path: (f) => `/api/admin/blog/${f.postId}/revisions`, permission: 'posts.own' },
  {
    method: 'GET',
    route: '/admin/blog/:id/revisions/:revisionId',
    path: (f) => `/api/admin/blog/${f.postId}/revisions/${f.revisionId}`,
    permission: 'posts.own',
  },
  {
    method: 'POST',
    route: '/admin/blog/:id/revisions/:revisionId/restore',
    path: (f) => `/api/admin/blog/${f.postId}/revisions/${f.revisionId}/restore`,
    permission: 'posts.own',
  },
  { method: 'POST', route: '/admin/blog/:id/revisions/keep', path: (f) => `/api/admin/blog/${f.postId}/revisions/keep`, permission: 'posts.own' },
];
