/** The names that tie an island's server markup to its client module. */
export const islandNames = {
  nav: 'Nav',
  themeToggle: 'ThemeToggle',
  workflowStrip: 'WorkflowStrip',
  kpiCounters: 'KpiCounters',
  platformGrid: 'PlatformGrid',
  login: 'LoginForm',
  invite: 'InviteForm',
  dashboard: 'Dashboard',
  contactForm: 'ContactForm',
} as const;
