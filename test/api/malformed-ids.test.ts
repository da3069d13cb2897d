/**
 * A malformed id in a path answers 400 naming the field `id`, on every `:id`
 * route, and changes nothing; a well-formed id that no row has answers 404.
 */
import { expect } from 'chai';
import { insertContact } from '#database/contacts.server.ts';
import { signIn, startTestApp, type TestApp } from '../helpers/app.ts';
import { validContact } from '../helpers/contacts.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { callJson } from '../helpers/http.ts';
import { seedPost } from '../helpers/posts.ts';

/** As they appear in the URL (percent-encoded where needed). */
const malformed = ['-1', '0', '00', '0x10', '1.5', '1e3', '1e309', '+1', '%201', '2147483648', '99999999999999999999', 'abc', '1abc', '%00', '%E2%80%8B1'];
const idMessage = 'Id must be a whole number from 1 to 2147483647.';

describe(`Malformed ids in paths (${testDatabaseKind})`, () => {
  let app: TestApp;
  let cookie: string;
  let postId: number;
  let leadId: number;
  before(async () => {
    app = await startTestApp();
    cookie = await signIn(app);
  });
  beforeEach(async () => {
    await app.db('blog_posts').delete();
    await app.db('contacts').delete();
    postId = (await seedPost(app.db, { title: 'Kept', slug: 'kept' })).id;
    leadId = (await insertContact(app.db, { ...validContact, phone: null, subject: 'Website contact' })).id;
  });
  after(() => app.close());

  const call = (method: string, path: string, body?: unknown) => callJson(`${app.url}${path}`, method, cookie, body);
  const postBody = { title: 'Changed', slug: 'changed', excerpt: 'Changed', content: '<p>Changed</p>', published: false };

  const routes = [
    { method: 'PUT', path: (id: string) => `/api/admin/blog/${id}`, body: postBody },
    { method: 'DELETE', path: (id: string) => `/api/admin/blog/${id}`, body: undefined },
    { method: 'PATCH', path: (id: string) => `/api/admin/contacts/${id}`, body: { handled: true } },
    { method: 'DELETE', path: (id: string) => `/api/admin/contacts/${id}`, body: undefined },
    { method: 'PATCH', path: (id: string) => `/api/admin/users/${id}`, body: { role: 'editor' } },
    { method: 'DELETE', path: (id: string) => `/api/admin/invitations/${id}`, body: undefined },
    { method: 'PATCH', path: (id: string) => `/api/auth/passkeys/${id}`, body: { name: 'Renamed' } },
    { method: 'DELETE', path: (id: string) => `/api/auth/passkeys/${id}`, body: { password: 'correct horse battery staple' } },
    // The id sits inside the path here, so a missing one is another route (404), not a missing field.
    { method: 'POST', path: (id: string) => `/api/admin/blog/${id}/review`, body: undefined, idInside: true },
    { method: 'GET', path: (id: string) => `/api/admin/blog/${id}/revisions`, body: undefined, idInside: true },
    { method: 'POST', path: (id: string) => `/api/admin/blog/${id}/revisions/1/restore`, body: undefined, idInside: true },
    { method: 'POST', path: (id: string) => `/api/admin/contacts/${id}/notes`, body: { text: 'Called back' }, idInside: true },
    // Without an id this is the list of leads, another route.
    { method: 'GET', path: (id: string) => `/api/admin/contacts/${id}`, body: undefined, idInside: true },
  ];

  async function expectNothingChanged(): Promise<void> {
    expect(await app.db('blog_posts').select('id', 'title')).to.deep.equal([{ id: postId, title: 'Kept' }]);
    expect(await app.db('contacts').select('id', 'handled_at')).to.deep.equal([{ id: leadId, handled_at: null }]);
    expect(await app.db('contact_notes').select('id')).to.deep.equal([]);
    expect(await app.db('users').select('role')).to.deep.equal([{ role: 'owner' }]);
    expect(await app.db('passkeys').select('id')).to.deep.equal([]);
  }

  for (const { method, path, body, idInside } of routes) {
    it(`${method} ${path(':id')}: 400 naming the id for each malformed id, and nothing changes`, async () => {
      for (const id of malformed) {
        const response = await call(method, path(id), body);
        expect(response.status, id).to.equal(400);
        expect(response.body, id).to.deep.equal({ message: idMessage, errors: [{ field: 'id', message: idMessage }] });
      }
      await expectNothingChanged();
    });

    if (!idInside)
      it(`${method} ${path(':id')}: 400 naming the id when it is missing`, async () => {
        for (const missing of [path(''), path('').replace(/\/$/, '')]) {
          const response = await call(method, missing, body);
          expect(response.status, missing).to.equal(400);
          expect(response.body, missing).to.deep.equal({ message: 'Id is required.', errors: [{ field: 'id', message: 'Id is required.' }] });
        }
        await expectNothingChanged();
      });

    it(`${method} ${path(':id')}: 404 for a well-formed id no row has`, async () => {
      for (const id of ['999999', '2147483647']) expect((await call(method, path(id), body)).status, id).to.equal(404);
      await expectNothingChanged();
    });
  }
});
