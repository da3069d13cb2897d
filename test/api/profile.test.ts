import { expect } from 'chai';
import { createPost } from '#database/posts.server.ts';
import { findUserByUsername } from '#database/users.server.ts';
import { wrongCurrentPassword } from '#server/api/profile.server.ts';
import { createAdmin, signIn, startTestApp, testAdmin, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { callJson, cookieHeader, postJson, request } from '../helpers/http.ts';
import { postFields } from '../helpers/posts.ts';

let app: TestApp;

function useProfileApp(): void {
  before(async () => {
    app = await startTestApp({}, { loginRateLimit: { windowMs: 60_000, limit: 1000 } });
  });
  after(() => app.close());
}

const send = (method: string, path: string, cookie: string, body?: unknown, userAgent?: string) =>
  callJson(`${app.url}${path}`, method, cookie, body, userAgent ? { 'user-agent': userAgent } : {});
const login = async (username: string, password: string, userAgent: string) => {
  const response = await postJson(`${app.url}/api/auth/login`, { username, password }, { headers: { 'user-agent': userAgent } });
  expect(response.status, response.text).to.equal(200);
  return cookieHeader(response.headers)
    .split('; ')
    .filter((pair) => pair.startsWith('session'))
    .join('; ');
};
const audited = async (action: string) =>
  (await app.db('audit_log').where({ action }).orderBy('id')) as { actor: string; target: string; details: string | null }[];

describe(`Profile and password: /api/auth/profile, /password (${testDatabaseKind})`, function () {
  // Many sign-ins and password hashes per test.
  this.timeout(90_000);
  useProfileApp();

  it('answers 401 to every call without a session', async () => {
    for (const [method, path] of [
      ['GET', '/api/auth/profile'],
      ['PATCH', '/api/auth/profile'],
      ['POST', '/api/auth/password'],
      ['GET', '/api/auth/sessions'],
      ['DELETE', '/api/auth/sessions/others'],
      ['DELETE', '/api/auth/sessions/1'],
    ] as const) {
      const response = await send(method, path, '', method === 'GET' || method === 'DELETE' ? undefined : {});
      expect(response.status, `${method} ${path}`).to.equal(401);
    }
  });

  it('shows and changes any role’s own display name and email, and audits the fields changed (not their values)', async () => {
    await createAdmin(app, 'sally', testAdmin.password, 'sales');
    const cookie = await login('sally', testAdmin.password, 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0');
    expect((await send('GET', '/api/auth/profile', cookie)).body).to.include({ username: 'sally', role: 'sales', displayName: null, email: null });
    const changed = await send('PATCH', '/api/auth/profile', cookie, {
      displayName: '  Sally Sales ',
      email: 'Sally@Example.com',
      currentPassword: testAdmin.password,
    });
    expect(changed.status, changed.text).to.equal(200);
    expect(changed.body).to.include({ displayName: 'Sally Sales', email: 'Sally@Example.com' });
    const entry = (await audited('user.profile')).at(-1)!;
    expect(entry.actor).to.equal('sally');
    expect(JSON.parse(entry.details!)).to.deep.equal({ fields: ['displayName', 'email'] });
    expect(entry.details).not.to.include('Sally@Example.com');
    // Only the fields sent change; null or a blank clears one.
    expect((await send('PATCH', '/api/auth/profile', cookie, { email: null, currentPassword: testAdmin.password })).body).to.include({
      displayName: 'Sally Sales',
      email: null,
    });
    expect((await send('PATCH', '/api/auth/profile', cookie, { displayName: ' \u200b ' })).body).to.include({ displayName: null });
  });

  it('refuses malformed profile changes with 400 naming the field', async () => {
    await createAdmin(app, 'taken-mail', testAdmin.password, 'author');
    const cookieOfTaken = await login('taken-mail', testAdmin.password, 'curl/8');
    expect((await send('PATCH', '/api/auth/profile', cookieOfTaken, { email: 'shared@example.com', currentPassword: testAdmin.password })).status).to.equal(
      200,
    );
    const cookie = await signIn(app);
    const wrong: [unknown, string, string][] = [
      [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address, like name@example.com.'],
      [{ email: `${'a'.repeat(250)}@example.com` }, 'email', 'Email must be at most 254 characters.'],
      [{ displayName: 'x'.repeat(81) }, 'displayName', 'Display name must be at most 80 characters.'],
      [{ displayName: 'two\nlines' }, 'displayName', 'Display name must be on a single line.'],
      [{ displayName: 42 }, 'displayName', 'Display name must be text.'],
      [{ role: 'owner' }, 'role', '"role" is not a field of the profile (display name and email).'],
      [{}, 'body', 'Send display name or email.'],
      [[], 'body', 'Send the profile (display name and email) as a JSON object.'],
    ];
    for (const [body, field, message] of wrong) {
      const response = await send('PATCH', '/api/auth/profile', cookie, body);
      expect(response.status, JSON.stringify(body)).to.equal(400);
      expect(response.body.message, JSON.stringify(body)).to.equal(message);
      expect(response.body.errors[0].field, JSON.stringify(body)).to.equal(field);
    }
    expect((await findUserByUsername(app.db, testAdmin.username))!.email).to.equal(null);
  });

  it('changes the password only with the right current one; the other sessions end, this one stays; audited', async () => {
    await createAdmin(app, 'penny', 'penny-password-1', 'editor');
    const here = await login('penny', 'penny-password-1', 'Mozilla/5.0 (Windows NT 10.0) Chrome/131.0 Safari/537.36');
    const elsewhere = await login('penny', 'penny-password-1', 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Mobile Safari/604.1');
    const wrong = await send('POST', '/api/auth/password', here, { currentPassword: 'not-my-password', newPassword: 'penny-password-2' });
    expect(wrong.status).to.equal(400);
    expect(wrong.body.errors).to.deep.equal([{ field: 'currentPassword', message: wrongCurrentPassword }]);
    const short = await send('POST', '/api/auth/password', here, { currentPassword: 'penny-password-1', newPassword: 'short' });
    expect(short.status).to.equal(400);
    expect(short.body.errors[0]).to.include({ field: 'newPassword' });
    const missing = await send('POST', '/api/auth/password', here, { currentPassword: 'penny-password-1' });
    expect(missing.status).to.equal(400);
    expect(missing.body.message).to.equal('New password is required.');
    expect((await postJson(`${app.url}/api/auth/login`, { username: 'penny', password: 'penny-password-1' })).status).to.equal(200);

    const changed = await send('POST', '/api/auth/password', here, { currentPassword: 'penny-password-1', newPassword: 'penny-password-2' });
    expect(changed.status, changed.text).to.equal(200);
    const renewed = cookieHeader(changed.headers, here);
    expect((await send('GET', '/api/auth/me', renewed)).status).to.equal(200);
    expect((await send('GET', '/api/auth/me', elsewhere)).status).to.equal(401);
    expect((await send('GET', '/api/auth/me', here)).status, 'the cookie from before the change').to.equal(401);
    expect((await postJson(`${app.url}/api/auth/login`, { username: 'penny', password: 'penny-password-1' })).status).to.equal(401);
    expect((await postJson(`${app.url}/api/auth/login`, { username: 'penny', password: 'penny-password-2' })).status).to.equal(200);
    const entries = await audited('password.change');
    expect(entries.map((entry) => entry.actor)).to.deep.equal(['penny']);
    expect(JSON.stringify(entries)).not.to.include('penny-password');
  });
});

describe(`Sessions: /api/auth/sessions, deactivation and the author's byline (${testDatabaseKind})`, function () {
  // Many sign-ins and password hashes per test.
  this.timeout(90_000);
  useProfileApp();

  it('lists the user’s own sessions with device and last seen, marks the current one, and signs out one or all others', async () => {
    await createAdmin(app, 'sven', testAdmin.password, 'author');
    const laptop = await login('sven', testAdmin.password, 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Version/17.0 Safari/605.1.15');
    const phone = await login('sven', testAdmin.password, 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36');
    const tablet = await login('sven', testAdmin.password, 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0');
    const someoneElse = await signIn(app);

    const listed = await send('GET', '/api/auth/sessions', laptop);
    expect(listed.status).to.equal(200);
    const sessions = listed.body as { id: number; device: string; current: boolean; lastSeenAt: string; createdAt: string }[];
    expect(sessions.map((session) => session.device).sort()).to.deep.equal(['Chrome on Android', 'Firefox on Windows', 'Safari on macOS']);
    expect(sessions.filter((session) => session.current).map((session) => session.device)).to.deep.equal(['Safari on macOS']);
    expect(Number.isNaN(Date.parse(sessions[0]!.lastSeenAt))).to.equal(false);

    const phoneId = sessions.find((session) => session.device === 'Chrome on Android')!.id;
    // Another user's session is not theirs to end: 404, and it stays.
    const adminSessionId = ((await send('GET', '/api/auth/sessions', someoneElse)).body as { id: number }[])[0]!.id;
    expect((await send('DELETE', `/api/auth/sessions/${adminSessionId}`, laptop)).status).to.equal(404);
    expect((await send('GET', '/api/auth/me', someoneElse)).status).to.equal(200);
    for (const id of ['0', 'abc', '1.5', '-3']) expect((await send('DELETE', `/api/auth/sessions/${id}`, laptop)).status, id).to.equal(400);

    expect((await send('DELETE', `/api/auth/sessions/${phoneId}`, laptop)).status).to.equal(200);
    expect((await send('GET', '/api/auth/me', phone)).status).to.equal(401);
    expect((await send('GET', '/api/auth/me', tablet)).status).to.equal(200);

    const others = await send('DELETE', '/api/auth/sessions/others', laptop);
    expect(others.body).to.deep.equal({ ended: 1 });
    expect((await send('GET', '/api/auth/me', tablet)).status).to.equal(401);
    expect((await send('GET', '/api/auth/me', laptop)).status).to.equal(200);
    expect(((await send('GET', '/api/auth/sessions', laptop)).body as unknown[]).length).to.equal(1);
    expect((await audited('session.sign-out')).filter((entry) => entry.actor === 'sven')).to.have.length(2);
  });

  it('signing out the current session from the list ends it at once', async () => {
    await createAdmin(app, 'solo', testAdmin.password, 'author');
    const cookie = await login('solo', testAdmin.password, 'curl/8.5');
    const [mine] = (await send('GET', '/api/auth/sessions', cookie)).body as { id: number; current: boolean }[];
    expect(mine!.current).to.equal(true);
    const ended = await send('DELETE', `/api/auth/sessions/${mine!.id}`, cookie);
    expect(ended.body).to.deep.equal({ ended: 1, current: true });
    expect((await send('GET', '/api/auth/me', cookie)).status).to.equal(401);
  });

  it('deactivation deletes the user’s session records; a copied cookie is refused', async () => {
    const owner = await signIn(app);
    const id = await createAdmin(app, 'leaver', testAdmin.password, 'sales');
    const cookie = await login('leaver', testAdmin.password, 'curl/8.5');
    expect(await app.db('sessions').where({ user_id: id }).count({ n: '*' }).first()).to.satisfy((row: { n: number | string }) => Number(row.n) === 1);
    expect((await send('PATCH', `/api/admin/users/${id}`, owner, { active: false })).status).to.equal(200);
    expect(await app.db('sessions').where({ user_id: id }).count({ n: '*' }).first()).to.satisfy((row: { n: number | string }) => Number(row.n) === 0);
    expect((await send('GET', '/api/auth/me', cookie)).status).to.equal(401);
  });

  it('shows the author’s display name on the public post, in the byline and the JSON-LD, and keeps it after deactivation', async () => {
    const owner = await signIn(app);
    const id = await createAdmin(app, 'writer', testAdmin.password, 'author');
    const cookie = await login('writer', testAdmin.password, 'curl/8.5');
    await createPost(app.db, postFields({ slug: 'by-writer', title: 'By the writer', published: true }), id);
    const authorOf = async () => {
      const html = (await request(`${app.url}/blog/by-writer`)).text;
      const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
      return { byline: /class="post-byline">([^<]*)</.exec(html)?.[1], jsonLd: jsonLd.author };
    };
    expect(await authorOf()).to.deep.equal({ byline: 'By writer', jsonLd: { '@type': 'Person', name: 'writer' } });
    await send('PATCH', '/api/auth/profile', cookie, { displayName: 'Wendy Writer' });
    expect(await authorOf()).to.deep.equal({ byline: 'By Wendy Writer', jsonLd: { '@type': 'Person', name: 'Wendy Writer' } });
    await send('PATCH', `/api/admin/users/${id}`, owner, { active: false });
    expect(await authorOf()).to.deep.equal({ byline: 'By Wendy Writer', jsonLd: { '@type': 'Person', name: 'Wendy Writer' } });
  });
});
