/**
 * What a marketing page drawn from the database needs (docs/product/pages.md#pages-as-data): the live page
 * at this path, read with the company's details once per content version, its metadata and structured
 * data, and the revenue check's assumptions when it shows the revenue check.
 */
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { defaultOgImage, organizationJsonLd, pageMeta } from '#content/meta.ts';
import { firstRunCompanySettings } from '#content/company.ts';
import { getRevenueCheckAssumptions } from '#database/revenue-check-settings.server.ts';
import { withDatabase } from '#pages/page-database.server.ts';
import { breadcrumbJsonLd } from '#renderer/breadcrumb-json-ld.ts';
import type { PageKey } from '#content/types.ts';
import type { HeadOverrides } from '#renderer/head.ts';
import type { Section } from '#shared/page-sections/index.ts';
import { brandedTitle } from '#shared/page-title.ts';
import type { PublicPage } from '#shared/site-content.ts';
import type { SitePageData } from './SitePage.tsx';

function structuredData(page: PublicPage, siteUrl: string, pageContext: PageContextServer): object[] {
  const visible = page.sections.filter((section) => !section.hidden);
  const jsonLd: object[] = [];
  if (page.path === '/') jsonLd.push(organizationJsonLd(siteUrl, pageContext.site?.company ?? firstRunCompanySettings));
  const header = visible.find((section): section is Extract<Section, { type: 'pageHeader' }> => section.type === 'pageHeader');
  if (header?.breadcrumbHref) {
    const trail = [
      { label: 'Home', href: '/' },
      { label: header.eyebrow || 'Back', href: header.breadcrumbHref },
      { label: header.breadcrumbLabel || header.heading, href: page.path },
    ];
    jsonLd.push(breadcrumbJsonLd(siteUrl, trail));
  }
  const questions = visible.flatMap((section) => (section.type === 'faq' ? section.items : []));
  if (questions.length > 0) {
    jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: questions.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
    });
  }
  return jsonLd;
}

function headOf(page: PublicPage, pageContext: PageContextServer): HeadOverrides {
  const known = page.pageKey !== null && Object.hasOwn(pageMeta, page.pageKey);
  return {
    ...(known ? { pageKey: page.pageKey as PageKey, keywords: pageMeta[page.pageKey as PageKey].keywords } : { keywords: [], ogType: 'website' as const }),
    title: brandedTitle(page.metaTitle || page.title, (pageContext.site?.company ?? firstRunCompanySettings).name, firstRunCompanySettings.name),
    description: page.metaDescription,
    robots: page.noindex ? 'noindex, nofollow' : 'index, follow',
    ...(page.canonicalUrl ? { canonicalUrl: page.canonicalUrl } : {}),
    ...(page.socialImage || !known
      ? {
          ogImage: {
            path: page.socialImage || defaultOgImage.url,
            width: defaultOgImage.width,
            height: defaultOgImage.height,
            alt: page.metaTitle || page.title,
          },
        }
      : {}),
    jsonLd: structuredData(page, pageContext.siteUrl ?? '', pageContext),
  };
}

export async function sitePageData(pageContext: PageContextServer): Promise<SitePageData> {
  // Without the site content (the database could not be read) there is no page to draw: the cache serves
  // the page as last rendered, or the visitor gets the 503 page.
  if (!pageContext.site) throw render(503);
  const page = pageContext.site.pages.find((candidate) => candidate.path === pageContext.urlPathname);
  if (!page) throw render(404);
  const visible = page.sections.filter((section) => !section.hidden);
  const revenueCheck = visible.some((section) => section.type === 'revenueCheck')
    ? (await withDatabase(pageContext, getRevenueCheckAssumptions)).assumptions
    : undefined;
  return { page, head: headOf(page, pageContext), hasContactSection: visible.some((section) => section.type === 'contact'), revenueCheck };
}
