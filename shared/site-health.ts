/** The site health report (docs/product/redirects.md#site-health), as GET /api/admin/site-health answers it. */
export const siteHealthKinds = [
  'broken-link',
  'redirected-link',
  'missing-alt',
  'missing-description',
  'duplicate-title',
  'no-tags',
  'stuck-schedule',
  'import-lost-images',
] as const;
export type SiteHealthKind = (typeof siteHealthKinds)[number];

export interface SiteHealthItem {
  kind: SiteHealthKind;
  /** The page the problem is on. */
  url: string;
  /** What is wrong, in a sentence (the link, the image, the other page with the same title). */
  detail: string;
  /** Where to fix it: the post's editor, or null for a marketing page (its words are in content/, `detail` names the file). */
  editUrl: string | null;
}

export interface SiteHealthReport {
  /** When the last check finished; null before the first one. */
  checkedAt: string | null;
  items: SiteHealthItem[];
}
