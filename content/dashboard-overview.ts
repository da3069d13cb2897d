// Words of the dashboard's overview (/dashboard): what the analytics and the leads say.

export const overviewText = {
  heading: 'Overview',
  rangeLabel: 'Period',
  presets: [
    { days: 7, label: 'Last 7 days' },
    { days: 30, label: 'Last 30 days' },
    { days: 90, label: 'Last 90 days' },
  ],
  custom: 'Custom range',
  from: 'From',
  to: 'To',
  apply: 'Show',
  loading: 'Loading the overview...',
  loadFailed: 'The overview could not be loaded',
  metrics: { visitors: 'Visitors', views: 'Page views', leads: 'Leads', conversion: 'Conversion' },
  /** "+12% vs the previous 7 days" */
  change: (percent: number | null, days: number) =>
    percent === null ? `New vs the previous ${days} days` : `${percent > 0 ? '+' : ''}${percent}% vs the previous ${days} days`,
  chartTitle: 'Visitors and leads per day',
  chartTable: 'Show the chart as a table',
  day: 'Day',
  topPages: 'Top pages',
  topSources: 'Top sources',
  topPosts: 'Top posts',
  page: 'Page',
  source: 'Source',
  post: 'Post',
  direct: 'Direct or unknown',
  nothingYet: 'Nothing counted in this period.',
  byStatus: 'Leads by status',
  status: 'Status',
  count: 'Leads',
  /** In a conversion cell that has no rate (more leads than counted visitors). */
  noRate: '—',
  conversionNote:
    'Conversion is the leads divided by the visitors of the same row. A dash means more leads than counted visitors (a visit began before the period, or its visitor asked not to be tracked), so no rate is given. The thank-you, search and invitation pages are not ranked.',
  privacyNote: 'Counted on our own server, without cookies; visitors who ask not to be tracked are not counted.',
} as const;

export const leadStatusLabels = { new: 'New', contacted: 'Contacted', call_booked: 'Call booked', qualified: 'Qualified', won: 'Won', lost: 'Lost' } as const;
