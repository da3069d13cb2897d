/** The icon shown with each service on cards and page headers. */
import type { ServiceSlug } from '#content/types.ts';
import type { IconName } from './Icon.tsx';

export const serviceIcons: Record<ServiceSlug, IconName> = {
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
};

export function serviceIconFor(href: string): IconName {
  const slug = href.split('/').pop() as ServiceSlug;
  return serviceIcons[slug] ?? 'check';
}
