/** What the API tests of the marketing pages call (docs/product/api.md#pages): an app with an owner signed in, pages and sections. */
import { expect } from 'chai';
import { sectionKinds } from '#shared/page-sections/index.ts';
import type { SectionType } from '#shared/page-sections/index.ts';
import { signIn, startTestApp, type TestApp } from './app.ts';
import { callJson, request } from './http.ts';

export interface AdminPage {
  id: number;
  path: string;
  title: string;
  status: 'draft' | 'scheduled' | 'published';
  publishAt: string | null;
  updatedAt: string;
  noindex: boolean;
  sections: Record<string, unknown>[];
  pending: (Record<string, unknown> & { updatedAt: string; title: string }) | null;
}

/** A valid section of `type` (its registry example) with `id`, and any fields changed. */
export function section(type: SectionType, id: string, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...(sectionKinds[type].example() as unknown as Record<string, unknown>), id, ...fields };
}

/** A page that may be published: a hero (the h1), rich text, an FAQ and a contact form. */
export const obGynSections = () => [
  section('hero', 'hero', { heading: 'OB-GYN Revenue Cycle Management' }),
  section('richText', 'intro', { html: '<h2>Billing for women’s health</h2><p>Global obstetric packages, split billing and more.</p>' }),
  section('faq', 'faq', { items: [{ question: 'Do you bill global OB packages?', answer: 'Yes, with split billing when care moves.' }] }),
  section('contact', 'contact'),
];

export interface PagesApi {
  app: TestApp;
  owner: string;
}

/** The calls, on the app and owner session that `current` gives when a test runs. */
export function pageCalls(current: () => PagesApi) {
  const call = (method: string, path: string, body?: unknown, cookie = current().owner) => callJson(`${current().app.url}${path}`, method, cookie, body);
  const create = async (fields: Record<string, unknown>) => {
    const response = await call('POST', '/api/admin/pages', fields);
    expect(response.status, response.text).to.equal(201);
    return response.body as AdminPage;
  };
  const byPath = async (path: string) => {
    const list = (await call('GET', '/api/admin/pages')).body as AdminPage[];
    const found = list.find((page) => page.path === path);
    return (await call('GET', `/api/admin/pages/${found!.id}`)).body as AdminPage;
  };
  const html = async (path: string) => (await request(`${current().app.url}${path}`)).text;
  const auditActions = async () =>
    (await current().app.db('audit_log').orderBy('id').select('action', 'target', 'details')) as { action: string; target: string; details: string }[];
  return { call, create, byPath, html, auditActions };
}

/** Registers the hooks of a describe block: an app with the owner signed in, handed to `started`. */
export function usePagesApp(started: (api: PagesApi) => void): void {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
    started({ app, owner: await signIn(app) });
  });
  after(() => app.close());
}
