import { expect } from 'chai';
import { signIn, startTestApp, type TestApp } from './app.ts';
import { callJson } from './http.ts';

/** A complete, valid body for PUT /api/admin/settings, named by `tag`. */
export const settingsBody = (tag: string) => ({
  name: `${tag} Billing`,
  legalName: `${tag} Billing, LLC`,
  email: `hello-${tag.toLowerCase()}@example.com`,
  phone: '(888) 555-0142',
  address: { street: '', locality: '', region: '', postalCode: '', country: 'US' },
  hours: '',
  social: [],
  announcement: null,
  logoImageId: null,
});

/** The settings the company-settings tests save: every field filled. */
export const validSettings = {
  name: 'Northwind Billing',
  legalName: 'Northwind Billing, Inc.',
  email: 'hello@northwind.example',
  phone: '(617) 555-0199',
  address: { street: '1 Harbor Way', locality: 'Boston', region: 'MA', postalCode: '02110', country: 'us' },
  hours: 'Monday to Friday, 8 am to 6 pm Eastern',
  social: [{ label: 'LinkedIn', url: 'https://www.linkedin.com/company/northwind-example' }],
  announcement: { text: 'Now taking new practices for 2027', link: '/uswha' },
  logoImageId: null,
};

/** The JSON-LD documents of a page. */
export function jsonLd(html: string): Record<string, any>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!));
}

/** A test app and an admin session; `saved`: with `validSettings` already saved. */
export async function signedInSettingsApp(saved: boolean): Promise<{ app: TestApp; cookie: string }> {
  const app = await startTestApp();
  const cookie = await signIn(app);
  if (saved) {
    const response = await callJson(`${app.url}/api/admin/settings`, 'PUT', cookie, validSettings);
    expect(response.status, response.text).to.equal(200);
  }
  return { app, cookie };
}

/** A proof item the company adds itself (not demo), placed nowhere: the setup list's "proof" item counts it. */
export const ownCertification = {
  kind: 'certification',
  name: 'Test membership',
  issuer: 'Test issuer',
  link: 'https://issuer.example.org/members',
  placement: { home: false, uswha: false, services: [] },
};
