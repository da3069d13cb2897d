// The marketing pages as the site search indexes them (docs/product/pages.md#search): each page's title,
// meta description, headings and body text, read from the same copy the page renders. Pages marked noindex
// in meta.ts are left out. The server writes these into the search index when it starts.

import { pageText } from '#shared/page-text.ts';
import { firstRunCompanySettings } from './company.ts';
import { about, hero, kpis, platforms, servicesSummary, workflowStages } from './home.ts';
import { privacyPolicy, termsOfService } from './legal.ts';
import { pageMeta } from './meta.ts';
import { services } from './services/index.ts';
import { solutions } from './solutions.ts';
import type { PageKey } from './types.ts';
import { uswha } from './uswha.ts';

/** A page as the search index stores it (database/search-index.server.ts SearchDocument: headings go in `tags`). */
export interface SearchablePage {
  url: string;
  title: string;
  excerpt: string;
  tags: string;
  body: string;
}

interface PageCopy {
  key: PageKey;
  url: string;
  title: string;
  copy: unknown[];
}

const { closingCta: _solutionsCta, secondaryLink: _solutionsLink, ...solutionsCopy } = solutions;

const pages: PageCopy[] = [
  { key: 'home', url: '/', title: 'Healthcare Revenue Cycle Management', copy: [hero, workflowStages, about, kpis, platforms, servicesSummary] },
  ...services.map((page) => ({ key: page.slug, url: page.path, title: page.title, copy: [page] })),
  { key: 'solutions', url: '/solutions', title: 'RCM Solutions', copy: [solutionsCopy] },
  { key: 'uswha', url: '/uswha', title: 'USWHA Member Program', copy: [uswha] },
  { key: 'blog', url: '/blog', title: 'Blog', copy: [] },
  { key: 'privacy-policy', url: '/privacy-policy', title: 'Privacy Policy', copy: [privacyPolicy(firstRunCompanySettings)] },
  { key: 'terms-of-service', url: '/terms-of-service', title: 'Terms of Service', copy: [termsOfService(firstRunCompanySettings)] },
];

export const searchablePages: readonly SearchablePage[] = pages
  .filter((page) => pageMeta[page.key].robots.startsWith('index'))
  .map((page) => {
    const text = pageText(...page.copy);
    return { url: page.url, title: page.title, excerpt: pageMeta[page.key].description, tags: text.headings.join(' '), body: text.body.join(' ') };
  });
