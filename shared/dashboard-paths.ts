/** The dashboard's page paths, for the pages, their links and the server's page route. */
export const dashboardPath = '/dashboard';
export const dashboardPostsPath = '/dashboard/posts';
export const dashboardLeadsPath = '/dashboard/leads';
export const dashboardMediaPath = '/dashboard/media';
export const dashboardSettingsPath = '/dashboard/settings';
export const dashboardProofPath = '/dashboard/proof';
export const dashboardStaffPath = '/dashboard/staff';
export const dashboardAuditPath = '/dashboard/audit';
export const dashboardBackupsPath = '/dashboard/backups';
export const dashboardImportPath = '/dashboard/import';
export const dashboardProfilePath = '/dashboard/profile';
export const dashboardRedirectsPath = '/dashboard/redirects';
export const dashboardSiteHealthPath = '/dashboard/site-health';

/** The full-page post editor (decision 030): a post not saved yet, and one post. */
export const dashboardNewPostPath = '/dashboard/posts/new';
export const dashboardPostPath = (id: number): string => `${dashboardPostsPath}/${id}`;

export function dashboardLeadPath(id: number): string {
  return `${dashboardLeadsPath}/${id}`;
}

/** The abort reason of a dashboard page the role may not open: the error page says so (pages/_error). */
export const dashboardForbiddenReason = 'dashboard-forbidden';
