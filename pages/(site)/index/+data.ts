// https://vike.dev/data: the home page adds the Organization structured data.
import type { PageContextServer } from 'vike/types';
import { organizationJsonLd } from '#content/meta.ts';
import type { HeadOverrides } from '#renderer/head.ts';

export type Data = { head: HeadOverrides };

export function data(pageContext: PageContextServer): Data {
  return { head: { jsonLd: [organizationJsonLd(pageContext.siteUrl ?? '')] } };
}
