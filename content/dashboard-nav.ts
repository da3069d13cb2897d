// The dashboard's navigation (islands/dashboard/shell/DashboardNav.tsx): ONE list, in the order shown.
// A section adds its entry here; the shell shows it to the roles whose permission allows it, and the
// section's page sets the same permission as its `dashboardPermission` (pages/(site)/dashboard/+guard.ts).

import {
  dashboardAuditPath,
  dashboardCallsPath,
  dashboardGuidesPath,
  dashboardBackupsPath,
  dashboardImportPath,
  dashboardLeadsPath,
  dashboardMenusPath,
  dashboardMediaPath,
  dashboardNewslettersPath,
  dashboardPath,
  dashboardPostsPath,
  dashboardProfilePath,
  dashboardProofPath,
  dashboardRedirectsPath,
  dashboardSequencesPath,
  dashboardSettingsPath,
  dashboardSiteHealthPath,
  dashboardSitePagesPath,
  dashboardStaffPath,
  dashboardSubscribersPath,
} from '#shared/dashboard-paths.ts';
import type { Permission } from '#shared/roles.ts';

export interface DashboardNavEntry {
  label: string;
  href: string;
  /** What the role must allow for the entry to show; 'signed-in': every staff account. */
  permission: Permission | 'signed-in';
}

export const dashboardNav: DashboardNavEntry[] = [
  { label: 'Overview', href: dashboardPath, permission: 'signed-in' },
  { label: 'Posts', href: dashboardPostsPath, permission: 'posts.own' },
  { label: 'Pages', href: dashboardSitePagesPath, permission: 'pages.manage' },
  { label: 'Menus', href: dashboardMenusPath, permission: 'pages.manage' },
  { label: 'Leads', href: dashboardLeadsPath, permission: 'leads.read' },
  { label: 'Calls', href: dashboardCallsPath, permission: 'calls.take' },
  { label: 'Newsletters', href: dashboardNewslettersPath, permission: 'subscribers.manage' },
  { label: 'Sequences', href: dashboardSequencesPath, permission: 'sequences.manage' },
  { label: 'Subscribers', href: dashboardSubscribersPath, permission: 'subscribers.manage' },
  { label: 'Guides', href: dashboardGuidesPath, permission: 'guides.manage' },
  { label: 'Media', href: dashboardMediaPath, permission: 'media.upload' },
  { label: 'Proof', href: dashboardProofPath, permission: 'proof.manage' },
  { label: 'Import', href: dashboardImportPath, permission: 'content.import' },
  { label: 'Redirects', href: dashboardRedirectsPath, permission: 'redirects.manage' },
  { label: 'Site health', href: dashboardSiteHealthPath, permission: 'health.read' },
  { label: 'Settings', href: dashboardSettingsPath, permission: 'company.manage' },
  { label: 'Two-step sign-in', href: '/dashboard/security', permission: 'signed-in' },
  { label: 'Staff', href: dashboardStaffPath, permission: 'users.manage' },
  { label: 'Audit log', href: dashboardAuditPath, permission: 'audit.read' },
  { label: 'Backups', href: dashboardBackupsPath, permission: 'backup.manage' },
  { label: 'Your profile', href: dashboardProfilePath, permission: 'signed-in' },
];

export const dashboardShellCopy = {
  navLabel: 'Dashboard',
  /** The button that shows the sections on a narrow screen. */
  menu: 'Menu',
  signedInAs: 'Signed in as',
  forbidden: {
    heading: 'Not available to your role',
    text: 'Your role does not give access to this part of the dashboard. An owner can change your role.',
    back: 'Back to the dashboard',
  },
} as const;
