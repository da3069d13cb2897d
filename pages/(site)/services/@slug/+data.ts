// https://vike.dev/data: the service page's content and its metadata, with a
// BreadcrumbList for search engines matching the visible breadcrumb.
import type { PageContextServer } from 'vike/types';
import { pageMeta } from '#content/meta.ts';
import { serviceBreadcrumbs, serviceBySlug } from '#content/services/index.ts';
import type { ServicePage, ServiceSlug } from '#content/types.ts';
import { breadcrumbJsonLd } from '#renderer/breadcrumb-json-ld.ts';
import type { HeadOverrides } from '#renderer/head.ts';

export type Data = { service: ServicePage; head: HeadOverrides };

export function data(pageContext: PageContextServer): Data {
  // The route function admits only known slugs.
  const slug = pageContext.routeParams.slug as ServiceSlug;
  const service = serviceBySlug[slug];
  return {
    service,
    head: {
      ...pageMeta[slug],
      // Its own social card, drawn from its own title.
      pageKey: slug,
      jsonLd: [breadcrumbJsonLd(pageContext.siteUrl ?? '', serviceBreadcrumbs(service))],
    },
  };
}
