// https://vike.dev/data: the home page adds the Organization structured data, from the company's details.
import type { PageContextServer } from 'vike/types';
import { firstRunCompanySettings } from '#content/company.ts';
import { organizationJsonLd } from '#content/meta.ts';
import type { HeadOverrides } from '#renderer/head.ts';

export type Data = { head: HeadOverrides };

export function data(pageContext: PageContextServer): Data {
  return { head: { jsonLd: [organizationJsonLd(pageContext.siteUrl ?? '', pageContext.site?.company ?? firstRunCompanySettings)] } };
}
