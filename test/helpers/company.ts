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
