// The icon of each service: on its cards, in the menu and in its page header (components/service-icons.ts
// checks that each name is an icon the site draws).
import type { ServiceSlug } from '../types.ts';

export const serviceIconNames = {
  'insurance-verification': 'shield',
  'medical-coding': 'code',
  'claims-submission': 'send',
  'denial-management': 'refresh',
  'payment-posting': 'wallet',
  'accounts-receivable': 'clock',
  'reporting-analytics': 'chart',
  'consulting-optimization': 'users',
  'technology-integration': 'monitor',
  'rcm-assessment': 'check',
} as const satisfies Record<ServiceSlug, string>;
