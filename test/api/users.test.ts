import { expect } from 'chai';
import { findUserById, findUserByUsername } from '#database/users.server.ts';
import { createAdmin, signIn, signInAs, startTestApp, testAdmin, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { callJson, postJson, request } from '../helpers/http.ts';

describe(`Staff accounts: /api/admin/users (${testDatabaseKind})`, () => {
  let app: TestApp;
  let owner: string;
  let ownerId: number;
  const patch = (cookie: string, id: number | string, body: unknown) => callJson(`${app.url}/api/admin/users/${id}`, 'PATCH', cookie, body);

  before(async () => {
    app = await startTestApp();
    owner = await signIn(app);
    ownerId = (await findUserByUsername(app.db, testAdmin.username))!.id;
  });
  after(() => app.close());

  it('lists every account with its role and state, never a hash', async () => {
    await createAdmin(app, 'listed', testAdmin.password, 'sales');
    const response = await request(`${app.url}/api/admin/users`, { headers: { cookie: owner } });
    expect(response.status).to.equal(200);
    const listed = response.body.find((user: { username: string }) => user.username === 'listed');
    expect(Object.keys(listed).sort()).to.deep.equal(['active', 'createdAt', 'id', 'role', 'username']);
    expect(listed).to.include({ role: 'sales', active: true });
    expect(response.text).not.to.match(/\$2b\$/);
  });

  it('changes a role; the user has the new one on their next request', async () => {
    const user = await signInAs(app, 'sales', 'promoted');
    const response = await patch(owner, user.id, { role: 'editor' });
    expect(response.status).to.equal(200);
    expect(response.body).to.include({ id: user.id, role: 'editor', active: true });
    expect((await request(`${app.url}/api/admin/blog`, { headers: { cookie: user.cookie } })).status).to.equal(200);
  });

  it('refuses a role that does not exist, unknown fields and an empty change with 400, changing nothing', async () => {
    const id = await createAdmin(app, 'unchanged', testAdmin.password, 'author');
    const wrong: [unknown, string][] = [
      [{ role: 'superuser' }, 'Role must be one of: owner, editor, author, sales.'],
      [{ role: 'Owner' }, 'Role must be one of: owner, editor, author, sales.'],
      [{ role: ['owner'] }, 'Role must be one of: owner, editor, author, sales.'],
      [{ active: 'no' }, 'Active must be true or false.'],
      [{ role: 'editor', passwordHash: 'x' }, '"passwordHash" is not a field of a user change (role and active).'],
      [{}, 'Send role or active.'],
      [[], 'Send a change of role or active as a JSON object.'],
    ];
    for (const [body, message] of wrong) {
      const response = await patch(owner, id, body);
      expect(response.status, JSON.stringify(body)).to.equal(400);
      expect(response.body.message, JSON.stringify(body)).to.equal(message);
    }
    expect((await findUserById(app.db, id))!.role).to.equal('author');
  });

  it('answers 404 for an unknown id and 400 naming the id for a malformed one', async () => {
    expect((await patch(owner, 999_999, { role: 'editor' })).status).to.equal(404);
    for (const id of ['0', '-1', '1.5', 'abc', '0x10', '1e3', '99999999999']) {
      const response = await patch(owner, id, { role: 'editor' });
      expect(response.status, id).to.equal(400);
      expect(response.body.errors[0].field, id).to.equal('id');
    }
  });

  it('deactivating ends the user’s live sessions at once and refuses their sign-in; reactivating lets them sign in again', async () => {
    const user = await signInAs(app, 'editor', 'leaving');
    expect((await request(`${app.url}/api/auth/me`, { headers: { cookie: user.cookie } })).status).to.equal(200);
    const response = await patch(owner, user.id, { active: false });
    expect(response.status).to.equal(200);
    expect(response.body.active).to.equal(false);
    expect((await request(`${app.url}/api/auth/me`, { headers: { cookie: user.cookie } })).status).to.equal(401);
    expect((await request(`${app.url}/api/admin/blog`, { headers: { cookie: user.cookie } })).status).to.equal(401);
    expect((await request(`${app.url}/dashboard`, { headers: { cookie: user.cookie } })).status).to.equal(303);
    const login = await postJson(`${app.url}/api/auth/login`, { username: 'leaving', password: testAdmin.password });
    expect(login.status).to.equal(401);
    expect(login.body.message).to.equal('Invalid credentials');

    expect((await patch(owner, user.id, { active: true })).status).to.equal(200);
    // The old cookie stays void: deactivation bumped the session version.
    expect((await request(`${app.url}/api/auth/me`, { headers: { cookie: user.cookie } })).status).to.equal(401);
    expect((await postJson(`${app.url}/api/auth/login`, { username: 'leaving', password: testAdmin.password })).status).to.equal(200);
  });

  it('refuses with 409 to demote or deactivate the last active owner, and to let the last owner demote themselves', async () => {
    for (const body of [{ role: 'editor' }, { active: false }, { role: 'sales', active: false }]) {
      const response = await patch(owner, ownerId, body);
      expect(response.status, JSON.stringify(body)).to.equal(409);
      expect(response.body.message).to.equal('The site must keep at least one active owner');
    }
    const me = await findUserById(app.db, ownerId);
    expect(me).to.include({ role: 'owner', active: true });
    expect((await request(`${app.url}/api/auth/me`, { headers: { cookie: owner } })).status).to.equal(200);
  });

  it('a deactivated owner does not count: with one other owner inactive, the last active one stays', async () => {
    const other = await createAdmin(app, 'second-owner', testAdmin.password, 'owner');
    expect((await patch(owner, other, { active: false })).status).to.equal(200);
    expect((await patch(owner, ownerId, { role: 'editor' })).status).to.equal(409);
    // With the second owner active again, the first may step down.
    expect((await patch(owner, other, { active: true })).status).to.equal(200);
    const second = await signIn(app, 'second-owner', testAdmin.password);
    expect((await patch(owner, ownerId, { role: 'editor' })).status).to.equal(200);
    // Now the second is the last owner: the former owner, an editor, can no longer manage users.
    expect((await patch(owner, other, { role: 'editor' })).status).to.equal(403);
    expect((await patch(second, other, { role: 'editor' })).status).to.equal(409);
    expect((await patch(second, ownerId, { role: 'owner' })).status).to.equal(200);
  });

  it('two owners demoting each other at the same moment leave one owner', async () => {
    const a = await signInAs(app, 'owner', 'race-a');
    const b = await signInAs(app, 'owner', 'race-b');
    // Leave only these two as owners.
    const others = (await app.db('users').where({ role: 'owner' }).whereNotIn('id', [a.id, b.id]).select('id')) as { id: number }[];
    for (const { id } of others) expect((await patch(a.cookie, id, { role: 'editor' })).status).to.equal(200);
    const results = await Promise.all([patch(a.cookie, b.id, { role: 'editor' }), patch(b.cookie, a.id, { role: 'editor' })]);
    // The loser is refused by the owner count (409), or, if the winner finished first, by its new role (403).
    const [first, second] = results.map((response) => response.status).sort();
    expect(first).to.equal(200);
    expect(second).to.be.oneOf([403, 409]);
    const owners = await app.db('users').where({ role: 'owner', active: true }).count({ n: '*' }).first();
    expect(Number(owners!.n)).to.equal(1);
  });
});
