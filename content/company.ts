// The one place the company's name and contact details are written down.
// Placeholder identity chosen for the build: check the name, domain and
// phone number before launch; every page and document reads them from here.

export const company = {
  name: 'Apex Revenue Partners',
  legalName: 'Apex Revenue Partners, LLC',
  domain: 'apexrevenuepartners.com',
  email: 'contact@apexrevenuepartners.com',
  /** Display form; 555-01xx numbers are reserved for fictional use. */
  phone: '(888) 555-0142',
  /** For `tel:` links and structured data. */
  phoneE164: '+18885550142',
  /** Copyright year shown in the footer (docs/product/pages.md#footer). */
  copyrightYear: 2025,
} as const;

export type Company = typeof company;

export const copyrightLine = `© ${company.copyrightYear} ${company.name}. All rights reserved.`;
