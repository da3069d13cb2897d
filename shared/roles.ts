/**
 * Staff roles and what each may do: the one table the server enforces on every
 * admin call and page (server/auth/permissions.server.ts), the dashboard reads to
 * choose its panels, and SECURITY.md's role table is generated from
 * (`node scripts/role-table.ts`; a test checks the two agree).
 */
export const roles = ['owner', 'editor', 'author', 'sales'] as const;
export type Role = (typeof roles)[number];

export const roleLabels: Record<Role, string> = { owner: 'Owner', editor: 'Editor', author: 'Author', sales: 'Sales' };

interface PermissionRule {
  /** What the permission allows, as the role table says it. */
  description: string;
  roles: readonly Role[];
}

export const permissions = {
  'posts.own': {
    description: 'Create posts; edit and delete their own drafts; submit a draft for review',
    roles: ['owner', 'editor', 'author'],
  },
  'posts.all': { description: "See, edit and delete every post, published or not, anyone's", roles: ['owner', 'editor'] },
  'posts.publish': { description: 'Publish and unpublish posts', roles: ['owner', 'editor'] },
  'leads.read': { description: 'See leads and export them as CSV', roles: ['owner', 'editor', 'sales'] },
  'leads.update': {
    description: "Change a lead's status, owner and follow-up date; add notes to it",
    roles: ['owner', 'editor', 'sales'],
  },
  'leads.delete': { description: 'Delete leads', roles: ['owner'] },
  // Sales and owners take the free assessment calls (docs/product/booking.md).
  'calls.take': {
    description: 'Set their own hours for assessment calls; see the upcoming calls; get their private calendar feed',
    roles: ['owner', 'sales'],
  },
  'users.manage': {
    description: "See staff accounts; change a user's role; deactivate and reactivate users; create, list and revoke invitations",
    roles: ['owner'],
  },
  'audit.read': { description: 'Read the audit log', roles: ['owner'] },
  // Marketing's numbers: sales follow up leads (leads.*), they do not run the site's campaigns.
  'analytics.read': { description: 'See the overview: visitors, page views, sources and conversion', roles: ['owner', 'editor'] },
  // Authors put images in their own drafts, so they upload and pick from the library; changing or deleting an image is the editors'.
  'media.upload': { description: 'Upload images and see the media library', roles: ['owner', 'editor', 'author'] },
  'media.manage': { description: "Change any image's alt text; delete images that no post uses", roles: ['owner', 'editor'] },
  'content.import': { description: 'Import posts from a WordPress or Ghost export', roles: ['owner', 'editor'] },
  'company.manage': {
    description: "Change the company's details: name, logo, contact details, address, hours, social profiles, announcement bar",
    roles: ['owner'],
  },
  // The marketing site's pages and menus are the marketer's (an editor's), not an author's (docs/product/pages.md).
  'pages.manage': {
    description: 'Create, edit, publish, schedule and delete the marketing pages; edit the header menu and the footer',
    roles: ['owner', 'editor'],
  },
  'proof.manage': {
    description: 'Add, change, place, reorder and delete testimonials, case studies, certifications and client logos',
    roles: ['owner', 'editor'],
  },
  // Redirects and the site's health are the site's upkeep, the editors' as much as the owners'.
  'redirects.manage': { description: 'Add and delete redirect rules; see the log of missing pages (404s)', roles: ['owner', 'editor'] },
  'health.read': { description: 'See the site health report: broken links, missing alt text and descriptions, stuck schedules', roles: ['owner', 'editor'] },
  'settings.manage': {
    description:
      'Change the site settings: lead email alerts, two-step sign-in required for everyone, the revenue check assumptions, click counting in newsletters',
    roles: ['owner'],
  },
  // The audience and its emails are marketing's, as the pages are (docs/product/subscriptions.md).
  'subscribers.manage': {
    description: 'See, search, export, import (asking each to confirm) and erase subscribers; write, test, schedule and send newsletters',
    roles: ['owner', 'editor'],
  },
  // Follow-up emails are marketing's too; taking one lead out of a sequence is `leads.update` (docs/product/sequences.md).
  'sequences.manage': {
    description: 'Write, preview, test, change and delete follow-up sequences; see who each step reached and who left',
    roles: ['owner', 'editor'],
  },
  // Mailing someone without asking first rests on the word of whoever answers for the list (docs/product/subscriptions.md#import-and-export).
  'subscribers.attest': {
    description: 'Import subscribers without asking them to confirm, attesting that they opted in before',
    roles: ['owner'],
  },
  // Guides to download are marketing's, as the pages that offer them are (docs/product/guides.md).
  'guides.manage': {
    description: 'Upload, change and delete the guides visitors download (their PDFs and covers)',
    roles: ['owner', 'editor'],
  },
  // A backup holds every account's password hash and second-factor secret and every lead: owners only.
  'backup.manage': {
    description: "Download a backup of the whole site, export its content, see the scheduled backups' state",
    roles: ['owner'],
  },
} as const satisfies Record<string, PermissionRule>;

export type Permission = keyof typeof permissions;

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}

export function can(role: Role, permission: Permission): boolean {
  return (permissions[permission].roles as readonly Role[]).includes(role);
}

/** The Markdown table in SECURITY.md: one row per permission, one column per role. */
export function roleTableMarkdown(): string {
  const header = `| Permission | ${roles.map((role) => roleLabels[role]).join(' | ')} |`;
  const rule = `|---|${roles.map(() => ':-:').join('|')}|`;
  const rows = (Object.keys(permissions) as Permission[]).map(
    (permission) =>
      `| ${permissions[permission].description} (\`${permission}\`) | ${roles.map((role) => (can(role, permission) ? 'yes' : '—')).join(' | ')} |`,
  );
  return [header, rule, ...rows].join('\n');
}
