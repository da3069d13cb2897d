// The one place the company's name and contact details are written down.
// Placeholder identity chosen for the build: check the name, domain and
// phone number before launch; every page and document reads them from here.
// An owner replaces them in the dashboard (Settings); pages then read those.

import type { CompanySettings } from '#shared/company-settings.ts';

export const company = {
  name: 'Apex Revenue Partners',
  legalName: 'Apex Revenue Partners, LLC',
  domain: 'apexrevenuepartners.com',
  email: 'contact@apexrevenuepartners.com',
  /** Display form; 555-01xx numbers are reserved for fictional use. */
  phone: '(888) 555-0142',
  /** For `tel:` links and structured data. */
  phoneE164: '+18885550142',
} as const;

export type Company = typeof company;

/** The footer's copyright line: the company's name as set in the dashboard, and the current year (docs/product/pages.md#footer). */
export const copyrightLine = (name: string, year: number) => `© ${year} ${name}. All rights reserved.`;

/**
 * The company's details before an owner first saves them in the dashboard
 * (Settings): today's values above, shown there as placeholders. No address, hours
 * or social profiles are invented: those stay empty, and pages leave them out.
 */
export const firstRunCompanySettings: CompanySettings = {
  name: company.name,
  legalName: company.legalName,
  email: company.email,
  phone: company.phone,
  address: { street: '', locality: '', region: '', postalCode: '', country: 'US' },
  hours: '',
  social: [],
  announcement: null,
  logo: null,
};
