/**
 * /api/admin/guides (docs/product/guides.md#uploads): uploads checked to be a PDF by their bytes, the size limit,
 * field errors, the cover from the media library, list, show, change, replace and delete, and who may.
 */
import { expect } from 'chai';
import { signIn, signInAs, startTestApp, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { callJson, request } from '../helpers/http.ts';
import { photo, uploadImage } from '../helpers/media.ts';
import { createGuide, samplePdf, uploadGuide } from '../helpers/guides.ts';

let app: TestApp;
let owner: string;

const count = async (table: string) => Number((await app.db(table).count({ n: '*' }).first())?.n);

describe(`Guides in the dashboard (${testDatabaseKind})`, function () {
  this.timeout(60_000);
  before(async () => {
    app = await startTestApp();
    owner = await signIn(app);
  });
  after(() => app.close());

  it('stores an uploaded PDF with its details: 201 {id}, then listed and shown, its bytes beside the media files', async () => {
    const blobs = await count('media_blobs');
    const answer = await uploadGuide(app, owner, { title: 'Denial checklist', description: 'Ten checks.\n\nAnd a second paragraph.' });
    expect(answer.status, answer.text).to.equal(201);
    expect(Object.keys(answer.body)).to.deep.equal(['id']);
    expect(answer.headers.get('location')).to.equal(`/api/admin/guides/${answer.body.id}`);
    const shown = await callJson(`${app.url}/api/admin/guides/${answer.body.id}`, 'GET', owner);
    expect(shown.body).to.include({
      id: answer.body.id,
      title: 'Denial checklist',
      description: 'Ten checks.\n\nAnd a second paragraph.',
      fileName: 'checklist.pdf',
    });
    expect(shown.body.bytes).to.equal(samplePdf().length);
    expect(shown.body.cover).to.equal(null);
    expect(shown.body.requests).to.deep.equal({ confirmed: 0, pending: 0 });
    const list = await callJson(`${app.url}/api/admin/guides`, 'GET', owner);
    expect(list.body.guides.map((guide: { id: number }) => guide.id)).to.include(answer.body.id);
    expect(await count('media_blobs')).to.equal(blobs + 1);
    expect(await count('media_files')).to.equal(0);
  });

  it('answers 415 for a file that is not a PDF, whatever its name and declared type, and stores nothing', async () => {
    const guides = await count('guides');
    const refused = [
      Buffer.from('<!doctype html><html><script>alert(1)</script></html>'),
      Buffer.from('#!/bin/sh\nrm -rf /\n'),
      Buffer.from('%PDF-1.4\n<html><body><script>alert(document.cookie)</script></body></html>\n%%EOF\n'),
      Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n'),
      await photo(40, 40).png().toBuffer(),
    ];
    for (const data of refused) {
      const answer = await uploadGuide(app, owner, { data, name: 'guide.pdf', type: 'application/pdf' });
      expect(answer.status, data.subarray(0, 20).toString()).to.equal(415);
      expect(answer.body.errors).to.deep.equal([{ field: 'file', message: 'Must be a PDF file.' }]);
    }
    expect(await count('guides')).to.equal(guides);
  });

  it('answers 413 past 20 MB, announced or not, and stores nothing', async () => {
    const guides = await count('guides');
    const big = Buffer.concat([samplePdf(), Buffer.alloc(20 * 1024 * 1024 + 10, 32), Buffer.from('\n%%EOF\n')]);
    const answer = await uploadGuide(app, owner, { data: big });
    expect(answer.status).to.equal(413);
    expect(answer.body.errors).to.deep.equal([{ field: 'file', message: 'Must be at most 20 MB.' }]);
    // Streamed in chunks with no Content-Length: refused while reading.
    const boundary = 'guide-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nBig\r\n--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\nBig\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(head));
        controller.enqueue(new Uint8Array(big));
        controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
        controller.close();
      },
    });
    const streamed = await request(`${app.url}/api/admin/guides`, {
      method: 'POST',
      headers: { cookie: owner, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).to.equal(413);
    expect(await count('guides')).to.equal(guides);
  });

  it('answers 400 naming each bad field: title, description, cover, its alt text, and a missing file', async () => {
    const cases: [Parameters<typeof uploadGuide>[2], string][] = [
      [{ title: '' }, 'title'],
      [{ title: 'x'.repeat(121) }, 'title'],
      [{ title: 'Two\nlines' }, 'title'],
      [{ description: '' }, 'description'],
      [{ description: 'x'.repeat(1001) }, 'description'],
      [{ fields: { coverImageId: 'abc' } }, 'coverImageId'],
      [{ fields: { coverImageId: '999999' } }, 'coverImageId'],
      [{ fields: { surprise: 'x' } }, 'surprise'],
      [{ data: null as unknown as Buffer }, 'file'],
    ];
    for (const [upload, field] of cases) {
      const answer = await uploadGuide(app, owner, upload);
      expect(answer.status, `${field}: ${answer.text}`).to.equal(400);
      expect(answer.body.errors.map((error: { field: string }) => error.field)).to.include(field);
    }
    const image = await uploadImage(app.url, owner, await photo(400, 300).jpeg().toBuffer());
    const noAlt = await uploadGuide(app, owner, { fields: { coverImageId: String(image.body.id), coverAlt: ' ' } });
    expect(noAlt.status).to.equal(400);
    expect(noAlt.body.errors).to.deep.equal([{ field: 'coverAlt', message: "Write the cover's alt text, or mark it decorative." }]);
    const notMultipart = await callJson(`${app.url}/api/admin/guides`, 'POST', owner, { title: 'JSON' });
    expect(notMultipart.status).to.equal(415);
  });

  it('keeps a cover from the media library with its alt text, or decorative', async () => {
    const image = await uploadImage(app.url, owner, await photo(400, 300).jpeg().toBuffer());
    const id = await createGuide(app, owner, { fields: { coverImageId: String(image.body.id), coverAlt: 'The checklist’s first page' } });
    expect((await callJson(`${app.url}/api/admin/guides/${id}`, 'GET', owner)).body.cover).to.deep.equal({
      mediaId: image.body.id,
      alt: 'The checklist’s first page',
      decorative: false,
    });
    const changed = await callJson(`${app.url}/api/admin/guides/${id}`, 'PUT', owner, {
      title: 'Renamed',
      description: 'New words.',
      coverImageId: image.body.id,
      coverDecorative: true,
    });
    expect(changed.status, changed.text).to.equal(200);
    expect(changed.body).to.include({ title: 'Renamed', description: 'New words.' });
    expect(changed.body.cover).to.deep.equal({ mediaId: image.body.id, alt: '', decorative: true });
    const bad = await callJson(`${app.url}/api/admin/guides/${id}`, 'PUT', owner, { title: '', description: 'x' });
    expect(bad.status).to.equal(400);
    expect(bad.body.errors[0].field).to.equal('title');
  });
});

describe(`Guides in the dashboard: changes and roles (${testDatabaseKind})`, function () {
  this.timeout(60_000);
  before(async () => {
    app = await startTestApp();
    owner = await signIn(app);
  });
  after(() => app.close());

  it('replaces the PDF, deletes a guide with its bytes, and answers 404 for an unknown guide', async () => {
    const blobs = await count('media_blobs');
    const id = await createGuide(app, owner, { data: samplePdf('first') });
    const replaced = await uploadGuide(app, owner, { data: samplePdf('second'), name: 'v2.pdf' }, `/api/admin/guides/${id}/file`);
    expect(replaced.status, replaced.text).to.equal(200);
    expect(replaced.body.fileName).to.equal('v2.pdf');
    expect(await count('media_blobs')).to.equal(blobs + 1);
    expect((await uploadGuide(app, owner, { data: Buffer.from('<html></html>') }, `/api/admin/guides/${id}/file`)).status).to.equal(415);
    expect((await callJson(`${app.url}/api/admin/guides/${id}`, 'DELETE', owner)).status).to.equal(200);
    expect(await count('media_blobs')).to.equal(blobs);
    for (const [method, path] of [
      ['GET', `/api/admin/guides/${id}`],
      ['DELETE', `/api/admin/guides/${id}`],
    ]) {
      expect((await callJson(`${app.url}${path}`, method!, owner)).status, `${method} ${path}`).to.equal(404);
    }
    expect((await callJson(`${app.url}/api/admin/guides/${id}`, 'PUT', owner, { title: 'x', description: 'y' })).status).to.equal(404);
    expect((await callJson(`${app.url}/api/admin/guides/abc`, 'GET', owner)).status).to.equal(400);
  });

  it('lets owners and editors in; authors and sales get 403, and nobody signed out', async () => {
    for (const role of ['author', 'sales'] as const) {
      const { cookie } = await signInAs(app, role);
      expect((await uploadGuide(app, cookie)).status, role).to.equal(403);
      expect((await callJson(`${app.url}/api/admin/guides`, 'GET', cookie)).status, role).to.equal(403);
    }
    const { cookie: editor } = await signInAs(app, 'editor');
    expect((await uploadGuide(app, editor)).status).to.equal(201);
    expect((await uploadGuide(app, '')).status).to.equal(401);
  });
});
