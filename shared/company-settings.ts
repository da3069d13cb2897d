/**
 * The company's details as the owner sets them in the dashboard (docs/product/company.md#settings): the
 * shape the API answers and the pages render, and the limits the form and the
 * server share. The first-run values are content/company.ts.
 */

export interface PostalAddress {
  street: string;
  locality: string;
  region: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2, e.g. "US". */
  country: string;
}

export interface SocialProfile {
  /** What the link is called on the page ("LinkedIn"). */
  label: string;
  /** An https URL. */
  url: string;
}

export interface Announcement {
  text: string;
  /** A path on this site (`/uswha`) or an https URL; empty for none. */
  link: string;
}

export interface CompanySettings {
  name: string;
  legalName: string;
  email: string;
  /** As shown ("(888) 555-0142"); the `tel:` form is derived (telephoneUri). */
  phone: string;
  address: PostalAddress;
  /** Opening hours in words ("Monday to Friday, 8 am to 6 pm Eastern"). */
  hours: string;
  social: SocialProfile[];
  /** Shown above the header on every page when set. */
  announcement: Announcement | null;
  /** The uploaded logo (PNG or sanitized SVG), or null for the built-in mark. */
  logo: { id: number; url: string; width: number; height: number } | null;
}

/** What GET/PUT /api/admin/settings answer: the values and whether they are still the first-run placeholders. */
export interface CompanySettingsAnswer {
  settings: CompanySettings;
  /** True until an owner first saves: the values are content/company.ts's placeholders. */
  placeholder: boolean;
  updatedAt: string | null;
}

export const companyLimits = {
  name: 100,
  legalName: 150,
  email: 254,
  phone: 30,
  street: 150,
  locality: 80,
  region: 80,
  postalCode: 20,
  hours: 200,
  socialLabel: 40,
  socialUrl: 300,
  socialCount: 8,
  announcementText: 200,
  announcementLink: 300,
} as const;

/** Digits, spaces and the usual separators; at least 7 digits are checked on the server. */
export const phonePattern = /^\+?[\d ().-]{7,30}$/;

/** `tel:` URI of a displayed phone number: digits with a leading + kept; a 10-digit number is taken as North American (+1). */
export function telephoneUri(phone: string): string {
  const digits = phone.replace(/[^\d]/g, '');
  if (phone.trim().startsWith('+')) return `+${digits}`;
  return digits.length === 10 ? `+1${digits}` : digits;
}
