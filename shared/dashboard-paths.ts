/** The dashboard's page paths, for the pages, their links and the server's page route. */
export const dashboardPath = '/dashboard';
export const dashboardPostsPath = '/dashboard/posts';
export const dashboardLeadsPath = '/dashboard/leads';
export const dashboardCallsPath = '/dashboard/calls';
export const dashboardLeadSettingsPath = '/dashboard/leads/settings';
export const dashboardMediaPath = '/dashboard/media';
export const dashboardSettingsPath = '/dashboard/settings';
export const dashboardProofPath = '/dashboard/proof';
export const dashboardStaffPath = '/dashboard/staff';
export const dashboardAuditPath = '/dashboard/audit';
export const dashboardBackupsPath = '/dashboard/backups';
export const dashboardImportPath = '/dashboard/import';
export const dashboardProfilePath = '/dashboard/profile';
export const dashboardRedirectsPath = '/dashboard/redirects';
export const dashboardSequencesPath = '/dashboard/sequences';
export const dashboardGuidesPath = '/dashboard/guides';
export const dashboardSubscribersPath = '/dashboard/subscribers';
export const dashboardSiteHealthPath = '/dashboard/site-health';
/** The marketing pages and their editor (pages/(site)/dashboard/site-pages: Vike skips a folder named `pages`), and the menus. */
export const dashboardSitePagesPath = '/dashboard/pages';
export const dashboardSitePagePath = (id: number): string => `${dashboardSitePagesPath}/${id}`;
export const dashboardMenusPath = '/dashboard/menus';
/** The newsletters, one newsletter (its compose page, then its counts) and the server's route for it (the page frames its preview). */
export const dashboardNewslettersPath = '/dashboard/newsletters';
export const dashboardNewsletterPath = (id: number | 'new'): string => `${dashboardNewslettersPath}/${id}`;
export const dashboardNewsletterRoute = '/dashboard/newsletters/:id';

/** The full-page post editor (decision 030): a post not saved yet, and one post. */
export const dashboardNewPostPath = '/dashboard/posts/new';
export const dashboardPostPath = (id: number): string => `${dashboardPostsPath}/${id}`;

export function dashboardLeadPath(id: number): string {
  return `${dashboardLeadsPath}/${id}`;
}

/** The abort reason of a dashboard page the role may not open: the error page says so (pages/_error). */
export const dashboardForbiddenReason = 'dashboard-forbidden';
