// Document metadata for every page, and the site-wide Open Graph image and
// structured data (docs/product/pages.md#page-metadata).

import { company } from './company.ts';
import { telephoneUri, type CompanySettings } from '#shared/company-settings.ts';
import { servicesSummary } from './home.ts';
import { services } from './services/index.ts';
import type { PageKey, PageMeta, ServiceSlug } from './types.ts';

export const siteName = company.name;

export const defaultOgImage = {
  url: '/og-image.png',
  width: 1200,
  height: 630,
  alt: `${company.name}: revenue cycle management for medical and women’s health practices`,
} as const;

const indexed = 'index, follow';
const hidden = 'noindex, nofollow';

const serviceMeta = Object.fromEntries(
  services.map((page) => [
    page.slug,
    {
      title: page.metaTitle,
      description: page.metaDescription,
      keywords: page.keywords,
      robots: indexed,
      ogType: 'website',
    } satisfies PageMeta,
  ]),
) as Record<ServiceSlug, PageMeta>;

export const pageMeta: Record<PageKey, PageMeta> = {
  home: {
    title: `Healthcare Revenue Cycle Management | ${siteName}`,
    description:
      'Revenue cycle management for medical practices and OB-GYN groups: eligibility, coding, claims, denials, payment posting and A/R handled by specialists.',
    keywords: [
      'revenue cycle management',
      'medical billing services',
      'OB-GYN billing',
      'women’s health billing',
      'RCM outsourcing',
      'healthcare revenue cycle',
    ],
    robots: indexed,
    ogType: 'website',
  },
  ...serviceMeta,
  solutions: {
    title: `RCM Solutions for Medical Practices | ${siteName}`,
    description:
      'Dedicated RCM teams, custom workflows, EHR integration with athenahealth, eClinicalWorks and Epic, performance optimization and 24/7 claims monitoring.',
    keywords: ['RCM solutions', 'dedicated billing team', 'EHR integration', 'claims monitoring', 'revenue cycle optimization'],
    robots: indexed,
    ogType: 'website',
  },
  uswha: {
    title: `USWHA Member Revenue Cycle Program | ${siteName}`,
    description: 'Revenue cycle management for US Women’s Health Alliance members: member rates, OB/GYN billing expertise and a complimentary RCM assessment.',
    keywords: ['USWHA', 'US Women’s Health Alliance', 'OB/GYN revenue cycle management', 'women’s health billing', 'complimentary RCM assessment'],
    robots: indexed,
    ogType: 'website',
  },
  blog: {
    title: `Revenue Cycle Insights Blog | ${siteName}`,
    description:
      'Practical articles on medical billing, coding, denials and revenue cycle management for medical practices and OB-GYN groups, from our RCM specialists.',
    keywords: ['medical billing blog', 'revenue cycle management articles', 'OB-GYN coding tips', 'denial prevention'],
    robots: indexed,
    ogType: 'website',
  },
  'privacy-policy': {
    title: `Website Privacy Policy | ${siteName}`,
    description: `How ${siteName} collects, uses and protects website information, and why our contact form must never include patient health information.`,
    keywords: ['privacy policy', 'HIPAA', 'data protection'],
    robots: indexed,
    ogType: 'website',
  },
  'terms-of-service': {
    title: `Website Terms of Service | ${siteName}`,
    description: `The terms that govern use of the ${siteName} website, including user responsibilities, intellectual property, HIPAA confidentiality and liability.`,
    keywords: ['terms of service', 'website terms', 'HIPAA', 'business associate agreement'],
    robots: indexed,
    ogType: 'website',
  },
  'revenue-check': {
    title: `Revenue Check: What Is Your Practice Losing? | ${siteName}`,
    description:
      'Estimate what your practice has at stake from its collections, denial rate, days in A/R and collection rate, every formula shown. Nothing is kept unless you send it.',
    keywords: ['revenue cycle calculator', 'denial rate', 'days in A/R', 'net collection rate', 'free A/R analysis'],
    robots: indexed,
    ogType: 'website',
  },
  'revenue-check-thank-you': {
    title: `Your A/R Analysis Request | ${siteName}`,
    description: `Thank you for asking ${siteName} for a free A/R analysis.`,
    keywords: [],
    robots: hidden,
    ogType: 'website',
  },
  book: {
    title: `Book a Free Assessment Call | ${siteName}`,
    description: `Pick a time for a free call about your practice's revenue cycle with ${siteName}. Booked here, on our own site: no scheduling service sees who books.`,
    keywords: [],
    robots: indexed,
    ogType: 'website',
  },
  'book-manage': {
    title: `Your Assessment Call | ${siteName}`,
    description: `Your free assessment call with ${siteName}: add it to your calendar, move it or cancel it.`,
    keywords: [],
    robots: hidden,
    ogType: 'website',
  },
  subscribe: {
    title: `Subscribe to Our Newsletter | ${siteName}`,
    description: `Get ${siteName}'s notes on medical billing and the revenue cycle by email. Confirm by email; unsubscribe with one click.`,
    keywords: [],
    robots: indexed,
    ogType: 'website',
  },
  // The answer to a guide's request form and the page of its emailed link (docs/product/guides.md): never indexed.
  'guide-request': {
    title: `Your Guide | ${siteName}`,
    description: `Guides from ${siteName} on medical billing and the revenue cycle, sent by email to download.`,
    keywords: [],
    robots: hidden,
    ogType: 'website',
  },
  'thank-you': {
    title: `Thank You for Contacting Us | ${siteName}`,
    description: `Thank you for contacting ${siteName}. Your message has been sent and a member of our revenue cycle team will reply within 24 hours.`,
    keywords: [],
    robots: hidden,
    ogType: 'website',
  },
  search: {
    title: `Search | ${siteName}`,
    description: `Search the ${siteName} website: our revenue cycle services, solutions, member program and blog posts for medical practices.`,
    keywords: [],
    robots: 'noindex, follow',
    ogType: 'website',
  },
  login: {
    title: `Admin Login | ${siteName}`,
    description: `Sign in to the ${siteName} website dashboard to manage blog posts. This page is for authorized site administrators only.`,
    keywords: [],
    robots: hidden,
    ogType: 'website',
  },
  invite: {
    title: `Accept your invitation | ${siteName}`,
    description: `Create your ${siteName} staff account from the invitation link an owner sent you.`,
    keywords: [],
    robots: hidden,
    ogType: 'website',
  },
  'login-verify': {
    title: `Two-step sign-in | ${siteName}`,
    description: `The second step of signing in to the ${siteName} dashboard: a code from an authenticator app.`,
    keywords: [],
    robots: hidden,
    ogType: 'website',
  },
  security: {
    title: `Two-step sign-in settings | ${siteName}`,
    description: `Set up two-step sign-in for your ${siteName} staff account.`,
    keywords: [],
    robots: hidden,
    ogType: 'website',
  },
  dashboard: {
    title: `Dashboard | ${siteName}`,
    description: `The ${siteName} dashboard, where signed-in staff manage the website's blog posts and leads.`,
    keywords: [],
    robots: hidden,
    ogType: 'website',
  },
  'dashboard-posts': {
    title: `Posts | Dashboard | ${siteName}`,
    description: `The ${siteName} dashboard's blog posts: write, edit, publish and delete them.`,
    keywords: [],
    robots: hidden,
    ogType: 'website',
  },
  'dashboard-leads': {
    title: `Leads | Dashboard | ${siteName}`,
    description: `The ${siteName} dashboard's leads: the messages sent through the contact forms.`,
    keywords: [],
    robots: hidden,
    ogType: 'website',
  },
  'dashboard-media': {
    title: `Media library | ${siteName}`,
    description: `The ${siteName} media library, where signed-in staff upload images for blog posts and describe them with alt text.`,
    keywords: [],
    robots: hidden,
    ogType: 'website',
  },
  'dashboard-proof': {
    title: `Proof | Dashboard | ${siteName}`,
    description: `The ${siteName} dashboard's proof: testimonials, case studies, certifications and client logos.`,
    keywords: [],
    robots: hidden,
    ogType: 'website',
  },
  'dashboard-settings': {
    title: `Settings | Dashboard | ${siteName}`,
    description: `The ${siteName} dashboard's settings: the company's name, logo and contact details.`,
    keywords: [],
    robots: hidden,
    ogType: 'website',
  },
  'dashboard-staff': {
    title: `Staff | ${siteName}`,
    description: `The ${siteName} dashboard's staff accounts and invitations, for owners.`,
    keywords: [],
    robots: hidden,
    ogType: 'website',
  },
  'dashboard-backups': {
    title: `Backups and export | ${siteName}`,
    description: `Download a backup of the ${siteName} site or export its content, for owners.`,
    keywords: [],
    robots: hidden,
    ogType: 'website',
  },
  'dashboard-import': {
    title: `Import | ${siteName}`,
    description: `The ${siteName} dashboard's import of posts from WordPress and Ghost, for owners and editors.`,
    keywords: [],
    robots: hidden,
    ogType: 'website',
  },
  'dashboard-audit': {
    title: `Audit log | ${siteName}`,
    description: `The ${siteName} dashboard's audit log: who did what and when, for owners.`,
    keywords: [],
    robots: hidden,
    ogType: 'website',
  },
  'dashboard-profile': {
    title: `Your profile | ${siteName}`,
    description: `Your ${siteName} staff profile: display name, email, password and sessions.`,
    keywords: [],
    robots: hidden,
    ogType: 'website',
  },
  'dashboard-lead-settings': {
    title: `Speed to lead | ${siteName}`,
    description: `The ${siteName} dashboard's speed to lead settings: response target, assignment and the lead webhook.`,
    keywords: [],
    robots: hidden,
    ogType: 'website',
  },
  'dashboard-calls': {
    title: `Calls | ${siteName}`,
    description: `The ${siteName} dashboard's assessment calls: your hours, the booked calls and your calendar feed.`,
    keywords: [],
    robots: hidden,
    ogType: 'website',
  },
  'dashboard-newsletters': {
    title: `Newsletters | ${siteName}`,
    description: `The ${siteName} dashboard's newsletters to subscribers.`,
    keywords: [],
    robots: hidden,
    ogType: 'website',
  },
  'dashboard-newsletter': {
    title: `Newsletter | ${siteName}`,
    description: `A newsletter to ${siteName}'s subscribers: write, preview, test and send it.`,
    keywords: [],
    robots: hidden,
    ogType: 'website',
  },
  'dashboard-redirects': {
    title: `Redirects | ${siteName}`,
    description: `The ${siteName} dashboard's redirect rules and the addresses visitors did not find.`,
    keywords: [],
    robots: hidden,
    ogType: 'website',
  },
  'dashboard-subscribers': {
    title: `Subscribers | ${siteName}`,
    description: `The ${siteName} dashboard's subscriber list: search, history, import and export.`,
    keywords: [],
    robots: hidden,
    ogType: 'website',
  },
  'dashboard-guides': {
    title: `Guides | ${siteName}`,
    description: `The ${siteName} dashboard's guides to download: their PDFs, covers and requests.`,
    keywords: [],
    robots: hidden,
    ogType: 'website',
  },
  'dashboard-site-health': {
    title: `Site health | ${siteName}`,
    description: `The ${siteName} dashboard's site health report: broken links, missing alt text and descriptions.`,
    keywords: [],
    robots: hidden,
    ogType: 'website',
  },
  'not-found': {
    title: `Page Not Found | ${siteName}`,
    description: `The page you requested could not be found on the ${siteName} website. Return to the home page to explore our revenue cycle services.`,
    keywords: [],
    robots: 'noindex, follow',
    ogType: 'website',
  },
};

const maxDescriptionLength = 160;

/** What a post may set for its own metadata (docs/product/blog.md#seo); null takes the default. */
export interface PostSeo {
  metaTitle: string | null;
  metaDescription: string | null;
  noindex: boolean;
}

const shortened = (text: string) => {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length <= maxDescriptionLength ? oneLine : `${oneLine.slice(0, maxDescriptionLength - 1).replace(/\s+\S*$/, '')}…`;
};

/**
 * Metadata for one blog post; `excerptText` must already be plain text. A meta
 * title is used as written (no site name added); a meta description is not cut.
 */
export function blogPostMeta(postTitle: string, excerptText: string, seo: PostSeo = { metaTitle: null, metaDescription: null, noindex: false }): PageMeta {
  return {
    title: seo.metaTitle ?? `${postTitle} | ${siteName}`,
    description: seo.metaDescription?.replace(/\s+/g, ' ').trim() ?? shortened(excerptText),
    keywords: [],
    robots: seo.noindex ? hidden : indexed,
    ogType: 'article',
  };
}

/** Metadata for a tag's page of posts (page 2 on says which page it is). */
export function blogTagMeta(tagName: string, page: number): PageMeta {
  const pageSuffix = page > 1 ? ` (page ${page})` : '';
  return {
    title: `${tagName}${pageSuffix} | ${siteName} blog`,
    description: shortened(`Posts tagged “${tagName}” on the ${siteName} blog: practical notes on billing, coding, denials and getting paid.`),
    keywords: [],
    robots: indexed,
    ogType: 'website',
  };
}

/** What a preview shows: never indexed. */
export const previewRobots = hidden;

/**
 * schema.org Organization for a JSON-LD script on the home page, from the company's
 * details as set in the dashboard (name, logo, email, phone, postal address, social
 * profiles). It lists the six services of the home-page summary
 * (docs/product/pages.md#home-page) and area US.
 */
export function organizationJsonLd(siteUrl: string, details: CompanySettings): Record<string, unknown> {
  const origin = siteUrl.replace(/\/+$/, '');
  const telephone = telephoneUri(details.phone);
  const { street, locality, region, postalCode, country } = details.address;
  const hasAddress = Boolean(street || locality || region || postalCode);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: details.name,
    legalName: details.legalName,
    url: `${origin}/`,
    logo: details.logo ? `${origin}${details.logo.url}` : `${origin}/apple-touch-icon.png`,
    image: `${origin}${defaultOgImage.url}`,
    email: details.email,
    telephone,
    areaServed: 'US',
    ...(hasAddress && {
      address: {
        '@type': 'PostalAddress',
        ...(street && { streetAddress: street }),
        ...(locality && { addressLocality: locality }),
        ...(region && { addressRegion: region }),
        ...(postalCode && { postalCode }),
        addressCountry: country,
      },
    }),
    ...(details.social.length > 0 && { sameAs: details.social.map((profile) => profile.url) }),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'sales',
      email: details.email,
      telephone,
      areaServed: 'US',
      availableLanguage: 'English',
      ...(details.hours && { hoursAvailable: details.hours }),
    },
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Revenue Cycle Management Services',
      itemListElement: servicesSummary.cards.map((card) => ({
        '@type': 'Offer',
        itemOffered: {
          '@type': 'Service',
          name: card.title,
          description: card.summary,
          url: `${origin}${card.href}`,
          areaServed: 'US',
        },
      })),
    },
  };
}
