/** The pages the screenshot suite draws (test/browser/screenshots.test.ts), each with the folder that renders it. */
import { services } from '#content/services/index.ts';

/** Which session a page is opened with: none, a half session (password passed, second step due) or the owner's. */
export type Session = 'none' | 'half' | 'owner';

export interface Shot {
  /** The screenshots' file names start with it. */
  name: string;
  path: string;
  /** The page folder under pages/ (route groups left out) that renders it. */
  folder: string;
  /** Only this element, not the whole page. */
  element?: string;
  session?: Session;
}

/** The example practice of docs/product/revenue-check.md. */
const revenueCheckExample =
  'providers=6&collections=450000&collectionsPeriod=monthly&denialRate=12&daysInAR=48&arOver90=&cleanClaimRate=85&netCollectionRate=93';

export const postSlug = 'screenshot-post';
/** The first post seeded below, so its id is 1. */
const postId = 1;

export const shots: Shot[] = [
  { name: 'home', path: '/', folder: 'index' },
  { name: 'contact', path: '/', folder: 'index', element: '#contact' },
  ...services.map((service) => ({ name: `service-${service.slug}`, path: service.path, folder: 'services/@slug' })),
  { name: 'solutions', path: '/solutions', folder: '@slug' },
  { name: 'uswha', path: '/uswha', folder: '@slug' },
  { name: 'blog', path: '/blog', folder: 'blog' },
  { name: 'blog-page-2', path: '/blog?page=2', folder: 'blog' },
  { name: 'post', path: `/blog/${postSlug}`, folder: 'blog/@slug' },
  { name: 'tag', path: '/blog/tag/billing', folder: 'blog/tag/@slug' },
  { name: 'search', path: '/search?q=denial', folder: 'search' },
  { name: 'thank-you', path: '/thank-you', folder: 'thank-you' },
  { name: 'subscribe', path: '/subscribe', folder: 'subscribe' },
  { name: 'guide-link-unknown', path: '/guides/download/not-a-real-link', folder: 'guides/request' },
  { name: 'revenue-check', path: `/revenue-check?${revenueCheckExample}`, folder: 'revenue-check' },
  { name: 'revenue-check-thank-you', path: `/revenue-check/thank-you?${revenueCheckExample}`, folder: 'revenue-check/thank-you' },
  { name: 'privacy-policy', path: '/privacy-policy', folder: '@slug' },
  { name: 'terms-of-service', path: '/terms-of-service', folder: '@slug' },
  { name: 'not-found', path: '/no-such-page', folder: '_error' },
  // No specialty page is seeded: the route answers the same not-found page for a specialty nobody made.
  { name: 'not-found', path: '/specialties/none-yet', folder: 'specialties/@slug' },
  // No one has set hours in the screenshot database, so /book shows its no-times state, the same on every day.
  { name: 'book', path: '/book', folder: 'book' },
  // An unknown or used manage link answers the not-found page.
  { name: 'not-found', path: '/book/manage/no-such-link', folder: 'book/manage/@token' },
  { name: 'login', path: '/login', folder: 'login' },
  { name: 'login-forgot', path: '/login/forgot', folder: 'login/forgot' },
  { name: 'login-reset', path: '/login/reset', folder: 'login/reset' },
  { name: 'login-verify', path: '/login/verify', folder: 'login/verify', session: 'half' },
  { name: 'invite', path: '/invite', folder: 'invite' },
  { name: 'dashboard', path: '/dashboard', folder: 'dashboard', session: 'owner' },
  { name: 'dashboard-posts', path: '/dashboard/posts', folder: 'dashboard/posts', session: 'owner' },
  { name: 'dashboard-post-new', path: '/dashboard/posts/new', folder: 'dashboard/posts/new', session: 'owner' },
  { name: 'dashboard-post-edit', path: `/dashboard/posts/${postId}`, folder: 'dashboard/posts/@id', session: 'owner' },
  { name: 'dashboard-leads', path: '/dashboard/leads', folder: 'dashboard/leads', session: 'owner' },
  { name: 'dashboard-lead', path: '/dashboard/leads/1', folder: 'dashboard/leads/@id', session: 'owner' },
  { name: 'dashboard-lead-settings', path: '/dashboard/leads/settings', folder: 'dashboard/leads/settings', session: 'owner' },
  { name: 'dashboard-calls', path: '/dashboard/calls', folder: 'dashboard/calls', session: 'owner' },
  { name: 'dashboard-media', path: '/dashboard/media', folder: 'dashboard/media', session: 'owner' },
  { name: 'dashboard-settings', path: '/dashboard/settings', folder: 'dashboard/settings', session: 'owner' },
  { name: 'dashboard-proof', path: '/dashboard/proof', folder: 'dashboard/proof', session: 'owner' },
  { name: 'dashboard-staff', path: '/dashboard/staff', folder: 'dashboard/staff', session: 'owner' },
  { name: 'dashboard-audit', path: '/dashboard/audit', folder: 'dashboard/audit', session: 'owner' },
  { name: 'dashboard-backups', path: '/dashboard/backups', folder: 'dashboard/backups', session: 'owner' },
  { name: 'dashboard-import', path: '/dashboard/import', folder: 'dashboard/import', session: 'owner' },
  { name: 'dashboard-redirects', path: '/dashboard/redirects', folder: 'dashboard/redirects', session: 'owner' },
  { name: 'dashboard-sequences', path: '/dashboard/sequences', folder: 'dashboard/sequences', session: 'owner' },
  { name: 'dashboard-subscribers', path: '/dashboard/subscribers', folder: 'dashboard/subscribers', session: 'owner' },
  { name: 'dashboard-guides', path: '/dashboard/guides', folder: 'dashboard/guides', session: 'owner' },
  { name: 'dashboard-site-pages', path: '/dashboard/pages', folder: 'dashboard/site-pages', session: 'owner' },
  { name: 'dashboard-site-page-editor', path: '/dashboard/pages/1', folder: 'dashboard/site-page-editor', session: 'owner' },
  { name: 'dashboard-menus', path: '/dashboard/menus', folder: 'dashboard/menus', session: 'owner' },
  { name: 'dashboard-site-health', path: '/dashboard/site-health', folder: 'dashboard/site-health', session: 'owner' },
  { name: 'dashboard-newsletters', path: '/dashboard/newsletters', folder: 'dashboard/newsletters', session: 'owner' },
  { name: 'dashboard-newsletter-new', path: '/dashboard/newsletters/new', folder: 'dashboard/newsletters/@id', session: 'owner' },
  { name: 'dashboard-profile', path: '/dashboard/profile', folder: 'dashboard/profile', session: 'owner' },
  { name: 'dashboard-security', path: '/dashboard/security', folder: 'dashboard/security', session: 'owner' },
];
