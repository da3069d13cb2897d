/** The guides' admin endpoints, for the role check (role-endpoints.ts), and each role's own guide to change and delete. */
import { insertGuide } from '#database/guides.server.ts';
import { databaseMediaStorage } from '#database/media-storage.server.ts';
import type { TestApp } from './app.ts';
import { samplePdf } from './guides.ts';
import type { Endpoint } from './role-endpoints.ts';

type GuideEndpoint = Omit<Endpoint, 'path' | 'body'> & { path: (f: GuideFixtures) => string; body?: () => unknown };

export interface GuideFixtures {
  guideId: number;
}

export async function guideFixtures(app: TestApp, role: string, userId: number): Promise<GuideFixtures> {
  const pdf = { key: `guide-${role.padEnd(40, '0').slice(0, 40)}.pdf`, fileName: `${role}.pdf`, data: samplePdf(role) };
  const fields = { title: `Of ${role}`, description: 'A guide.', cover: null };
  return { guideId: await insertGuide(app.db, databaseMediaStorage(app.db), fields, pdf, userId, new Date().toISOString()) };
}

async function guideForm(): Promise<FormData> {
  const form = new FormData();
  form.set('title', 'By role');
  form.set('description', 'A guide.');
  form.set('file', new Blob([new Uint8Array(samplePdf('by-role'))], { type: 'application/pdf' }), 'by-role.pdf');
  return form;
}

export const guideEndpoints: GuideEndpoint[] = [
  { method: 'POST', route: '/admin/guides', path: () => '/api/admin/guides', form: guideForm, permission: 'guides.manage' },
  { method: 'POST', route: '/admin/guides/:id/file', path: (f) => `/api/admin/guides/${f.guideId}/file`, form: guideForm, permission: 'guides.manage' },
  { method: 'GET', route: '/admin/guides', path: () => '/api/admin/guides', permission: 'guides.manage' },
  { method: 'GET', route: '/admin/guides/:id', path: (f) => `/api/admin/guides/${f.guideId}`, permission: 'guides.manage' },
  {
    method: 'PUT',
    route: '/admin/guides{/:id}',
    path: (f) => `/api/admin/guides/${f.guideId}`,
    body: () => ({ title: 'Renamed by role', description: 'Changed.' }),
    permission: 'guides.manage',
  },
  { method: 'DELETE', route: '/admin/guides{/:id}', path: (f) => `/api/admin/guides/${f.guideId}`, permission: 'guides.manage' },
];
