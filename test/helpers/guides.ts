/** What the guide tests share: a small real PDF, an upload through the dashboard's API, and the link in the email. */
import { expect } from 'chai';
import type { TestApp } from './app.ts';
import { postJson, request, type JsonResponse } from './http.ts';
import { decoded, type SmtpSink } from './smtp-sink.ts';

/** A one-page PDF; `marker` makes its bytes (and so its stored blob) its own. */
export function samplePdf(marker = 'guide'): Buffer {
  return Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj',
      '2 0 obj <</Type/Pages/Kids[3 0 R]/Count 1>> endobj',
      '3 0 obj <</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>> endobj',
      `% ${marker}`,
      'trailer <</Root 1 0 R>>',
      '%%EOF',
      '',
    ].join('\n'),
    'latin1',
  );
}

export interface GuideUpload {
  title?: string;
  description?: string;
  fields?: Record<string, string>;
  data?: Buffer;
  name?: string;
  type?: string;
}

export function uploadGuide(app: TestApp, cookie: string, upload: GuideUpload = {}, path = '/api/admin/guides'): Promise<JsonResponse<any>> {
  const form = new FormData();
  const fields = {
    title: upload.title ?? 'OB-GYN global-package billing checklist',
    description: upload.description ?? 'What to check before each claim.',
    ...upload.fields,
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (upload.data !== null)
    form.set('file', new Blob([new Uint8Array(upload.data ?? samplePdf())], { type: upload.type ?? 'application/pdf' }), upload.name ?? 'checklist.pdf');
  return request(`${app.url}${path}`, { method: 'POST', headers: { cookie }, body: form });
}

/** Uploads a guide and answers its id. */
export async function createGuide(app: TestApp, cookie: string, upload: GuideUpload = {}): Promise<number> {
  const answer = await uploadGuide(app, cookie, upload);
  expect(answer.status, answer.text).to.equal(201);
  return (answer.body as { id: number }).id;
}

/** The download link's path in a message. */
export const downloadPathIn = (raw: string) => /\/guides\/download\/[\w-]{43}/.exec(decoded(raw))![0];

/** Asks for the guide through the API and answers the path of the link the email carries. */
export async function requestGuideLink(app: TestApp, sink: SmtpSink, guideId: number, body: Record<string, unknown>): Promise<string> {
  const before = sink.received.length;
  const answer = await postJson(`${app.url}/api/guides/${guideId}/request`, body);
  expect(answer.status, answer.text).to.equal(202);
  const mail = await sink.mailTo(String(body.email), before);
  return downloadPathIn(mail.raw);
}
