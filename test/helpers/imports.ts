/** The import API as tests call it: an upload of fixture files, and waiting for the job it starts. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ImportJob } from '#database/import-jobs.server.ts';
import type { ImportReport } from '#shared/import-report.ts';
import type { TestApp } from './app.ts';
import { callJson, request, type JsonResponse } from './http.ts';

export const importFixture = (name: string): string => resolve(import.meta.dirname, '../fixtures/import', name);

/** Statuses as the export has them, not drafts for posts that lost images: for tests of how imported posts are served. */
export const asExported = { drafts: 'none' };

/** `fields`: other form fields (`drafts`). */
export function uploadImport(
  app: TestApp,
  cookie: string,
  source: string,
  file?: string,
  uploads?: string,
  fields: Record<string, string> = {},
): Promise<JsonResponse<any>> {
  const form = new FormData();
  form.set('source', source);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file) form.set('file', new Blob([readFileSync(importFixture(file))]), file);
  if (uploads) form.set('uploads', new Blob([readFileSync(importFixture(uploads))]), uploads);
  return request(`${app.url}/api/admin/import`, { method: 'POST', headers: { cookie }, body: form });
}

/** Polls the job as the dashboard does until it ends. */
export async function waitForImport(app: TestApp, cookie: string, id: number): Promise<ImportJob & { report: ImportReport }> {
  for (;;) {
    const { body } = await callJson<ImportJob>(`${app.url}/api/admin/import/${id}`, 'GET', cookie);
    if (body.status !== 'queued' && body.status !== 'running') return body as ImportJob & { report: ImportReport };
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** Uploads, expects 202, and waits for the report. */
export async function runImport(
  app: TestApp,
  cookie: string,
  source: string,
  file: string,
  uploads?: string,
  fields: Record<string, string> = {},
): Promise<ImportJob & { report: ImportReport }> {
  const started = await uploadImport(app, cookie, source, file, uploads, fields);
  if (started.status !== 202) throw new Error(`import answered ${started.status}: ${started.text}`);
  return waitForImport(app, cookie, (started.body as ImportJob).id);
}

export async function countRows(app: TestApp, table: string): Promise<number> {
  return Number((await app.db(table).count({ n: '*' }).first())?.n);
}
