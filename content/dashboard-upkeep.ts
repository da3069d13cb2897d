// Copy for the dashboard's Redirects and Site health pages (docs/product/redirects.md#dashboard).

export const redirectsText = {
  heading: 'Redirects',
  intro: 'Send old addresses to where their pages are now, and see which addresses people and search engines did not find.',
  rulesHeading: 'Redirect rules',
  rulesTable: 'List of redirect rules',
  noRules: 'No redirect rules yet.',
  from: 'From',
  to: 'To',
  status: 'Status',
  created: 'Added',
  remove: 'Delete',
  removeRule: (from: string) => `Delete the redirect from ${from}`,
  confirmRemove: (from: string, to: string) => `Delete the redirect from ${from} to ${to}? The old address will answer “not found” again.`,
  removed: 'Redirect deleted',
  removeFailed: 'Could not delete the redirect',
  formHeading: 'Add a redirect',
  fromHint: 'A path of this site, such as /old-page. End it with * for every path that starts the same way: /old-services/*',
  toHint:
    'A path of this site, such as /services, or a full address starting with https://. After a From ending in *, a To ending in * keeps the rest of the path.',
  add: 'Add redirect',
  added: 'Redirect added',
  addFailed: 'Could not add the redirect',
  missingHeading: 'Missing pages',
  missingIntro: 'Addresses that answered “not found” in the last 30 days, most requested first. Bots are counted apart.',
  missingTable: 'List of missing pages',
  noMissing: 'No missing pages in the last 30 days.',
  noKeptMissing: 'No missing address was requested often enough to be listed on its own.',
  /** The requests folded into the log's "other" rows; shown only when there are some. */
  otherMissing: (people: number, bots: number, listed: boolean) => {
    const requests = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'request' : 'requests'}`;
    const parts = [people > 0 ? `${requests(people)} by people` : '', bots > 0 ? `${people > 0 ? bots.toLocaleString('en-US') : requests(bots)} by bots` : ''];
    const what = `${parts.filter(Boolean).join(' and ')} for ${listed ? 'other addresses' : 'addresses'}, not kept one by one.`;
    return listed ? `Plus ${what}` : `${what[0]!.toUpperCase()}${what.slice(1)}`;
  },
  path: 'Address',
  people: 'People',
  bots: 'Bots',
  referrer: 'Sent by',
  lastSeen: 'Last seen',
  redirectThis: 'Redirect this…',
  loading: 'Loading…',
  loadFailed: 'Could not load the list. Reload the page to try again.',
} as const;

export const siteHealthText = {
  heading: 'Site health',
  intro: 'What the site’s own content gets wrong, checked in the background after every change and every 10 minutes.',
  checkedAt: 'Last checked',
  notChecked: 'Not checked yet: the first check runs shortly after the server starts. Reload the page in a minute.',
  allClear: 'Nothing to fix: every link works, every image has alt text and every page has a description and its own title.',
  count: (n: number) => (n === 1 ? '1 thing to fix' : `${n} things to fix`),
  page: 'Page',
  problem: 'Problem',
  fix: 'Fix',
  edit: 'Edit',
  editLabel: (url: string) => `Edit ${url}`,
  noEditor: 'In the site’s copy',
  table: (kind: string) => `${kind}: list`,
  kinds: {
    'broken-link': 'Broken links',
    'redirected-link': 'Links that redirect',
    'missing-alt': 'Images without alt text',
    'missing-description': 'No meta description',
    'duplicate-title': 'Duplicate titles',
    'no-tags': 'Posts without tags',
    'stuck-schedule': 'Scheduled posts not published',
    'import-lost-images': 'Imported posts missing images',
  },
  loading: 'Loading…',
  loadFailed: 'Could not load the report. Reload the page to try again.',
} as const;
