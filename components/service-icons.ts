/** The icon shown with each service on cards and page headers. */
import { serviceIconNames } from '#content/services/icons.ts';
import type { ServiceSlug } from '#content/types.ts';
import type { IconName } from './Icon.tsx';

export const serviceIcons: Record<ServiceSlug, IconName> = serviceIconNames;

export function serviceIconFor(href: string): IconName {
  const slug = href.split('/').pop() as ServiceSlug;
  return serviceIcons[slug] ?? 'check';
}
