import { createHash } from 'node:crypto';
import { expect } from 'chai';
import { findAuthorName, findUserByUsername } from '#database/users.server.ts';
import { INVITATION_LIFETIME_MS, invalidInvitationMessage } from '#server/api/invitations.server.ts';
import { signIn, startTestApp, testAdmin, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { cookieHeader, postJson, request } from '../helpers/http.ts';

describe(`Invitations (${testDatabaseKind})`, () => {
  let app: TestApp;
  let owner: string;
  let now = Date.parse('2026-11-22T12:00:00.000Z');
  const password = 'invited-password-1';

  const invite = async (role = 'author') => {
    const response = await postJson(`${app.url}/api/admin/invitations`, { role }, { headers: { cookie: owner } });
    expect(response.status, response.text).to.equal(201);
    return response.body as { id: number; url: string; expiresAt: string };
  };
  const tokenOf = (url: string) => new URL(url).hash.slice(1);
  const accept = (token: unknown, username = 'newcomer', chosen: unknown = password) =>
    postJson(`${app.url}/api/auth/invitations/accept`, { token, username, password: chosen });

  before(async () => {
    app = await startTestApp({ SITE_URL: 'https://www.example.com' }, { clock: () => now, loginRateLimit: { windowMs: 60_000, limit: 1000 } });
    owner = await signIn(app);
  });
  after(() => app.close());

  it('creates a one-time link valid for 72 hours, with the token in the fragment, and stores only its hash', async () => {
    const created = await invite('editor');
    expect(created.url).to.match(/^https:\/\/www\.example\.com\/invite#[\w-]{43}$/);
    expect(Date.parse(created.expiresAt) - now).to.equal(INVITATION_LIFETIME_MS);
    const token = tokenOf(created.url);
    const row = await app.db('invitations').where({ id: created.id }).first();
    expect(row.token_hash).to.equal(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.to.include(token);
  });

  it('accepting creates the account with the role, signs it in, and the link works only once', async () => {
    const created = await invite('editor');
    const response = await accept(tokenOf(created.url), 'new-editor');
    expect(response.status, response.text).to.equal(201);
    expect(response.body).to.deep.equal({ user: { username: 'new-editor', displayName: null, role: 'editor' } });
    const cookie = cookieHeader(response.headers);
    expect((await request(`${app.url}/api/auth/me`, { headers: { cookie } })).body.user).to.deep.equal({
      username: 'new-editor',
      role: 'editor',
      twoFactor: { enabled: false, totp: false, recoveryCodesLeft: 0, passkeys: 0 },
    });
    expect((await postJson(`${app.url}/api/auth/login`, { username: 'new-editor', password })).status).to.equal(200);

    const again = await accept(tokenOf(created.url), 'second-try');
    expect(again.status).to.equal(404);
    expect(again.body.message).to.equal(invalidInvitationMessage);
    expect(await findUserByUsername(app.db, 'second-try')).to.equal(null);
    const listed = (await request(`${app.url}/api/admin/invitations`, { headers: { cookie: owner } })).body as { id: number; status: string }[];
    expect(listed.find((invitation) => invitation.id === created.id)?.status).to.equal('accepted');
  });

  it('refuses a forged token, of any shape, with the same 404 and creates nothing', async () => {
    const created = await invite();
    const real = tokenOf(created.url);
    const forged = [`${real.slice(0, -1)}${real.endsWith('A') ? 'B' : 'A'}`, 'x'.repeat(43), 'short', '', `${real}x`, real.toUpperCase(), '../../etc'];
    for (const token of forged) {
      const response = await accept(token, 'forger');
      expect(response.status, token).to.equal(token === '' ? 400 : 404);
    }
    for (const token of [42, null, ['a'], { $ne: '' }]) expect((await accept(token, 'forger')).status, JSON.stringify(token)).to.equal(400);
    expect(await findUserByUsername(app.db, 'forger')).to.equal(null);
    // The real link still works afterwards.
    expect((await accept(real, 'after-forgeries')).status).to.equal(201);
  });

  it('refuses an expired link, and lists it as expired', async () => {
    const created = await invite();
    now += INVITATION_LIFETIME_MS;
    try {
      const response = await accept(tokenOf(created.url), 'too-late');
      expect(response.status).to.equal(404);
      expect(response.body.message).to.equal(invalidInvitationMessage);
      expect(await findUserByUsername(app.db, 'too-late')).to.equal(null);
    } finally {
      now -= INVITATION_LIFETIME_MS;
    }
  });

  it('a revoked link stops working; revoking twice is 409, an unknown id 404, a malformed one 400', async () => {
    const created = await invite();
    const revoke = (id: number | string) => request(`${app.url}/api/admin/invitations/${id}`, { method: 'DELETE', headers: { cookie: owner } });
    expect((await revoke(created.id)).status).to.equal(200);
    expect((await revoke(created.id)).status).to.equal(409);
    expect((await revoke(999_999)).status).to.equal(404);
    expect((await revoke('abc')).status).to.equal(400);
    expect((await accept(tokenOf(created.url), 'revoked-user')).status).to.equal(404);
    expect(await findUserByUsername(app.db, 'revoked-user')).to.equal(null);
  });

  it('checks the chosen username and password, and a taken username leaves the link usable', async () => {
    const created = await invite();
    const token = tokenOf(created.url);
    const short = await accept(token, 'ok-name', 'short');
    expect(short.status).to.equal(400);
    expect(short.body.errors).to.deep.equal([{ field: 'password', message: 'Password must be 12-128 characters' }]);
    expect((await accept(token, 'a b')).status).to.equal(400);
    const taken = await accept(token, testAdmin.username.toUpperCase());
    expect(taken.status).to.equal(409);
    expect(taken.body.errors[0].field).to.equal('username');
    expect((await accept(token, 'fresh-name')).status).to.equal(201);
  });

  it('refuses a role that does not exist and unknown fields with 400', async () => {
    for (const body of [{ role: 'superuser' }, { role: 'OWNER' }, {}, { role: 'author', email: 'x@example.com' }, []]) {
      const response = await postJson(`${app.url}/api/admin/invitations`, body, { headers: { cookie: owner } });
      expect(response.status, JSON.stringify(body)).to.equal(400);
    }
    const invalid = await postJson(`${app.url}/api/admin/invitations`, { role: 'superuser' }, { headers: { cookie: owner } });
    expect(invalid.body.message).to.equal('Role must be one of: owner, editor, author, sales.');
  });

  it('lists invitations with their status, never a token or hash', async () => {
    const response = await request(`${app.url}/api/admin/invitations`, { headers: { cookie: owner } });
    expect(response.status).to.equal(200);
    expect(Object.keys(response.body[0]).sort()).to.deep.equal(['createdAt', 'displayName', 'expiresAt', 'id', 'role', 'status']);
    expect(response.text).not.to.match(/[0-9a-f]{64}/);
    expect(new Set(response.body.map((invitation: { status: string }) => invitation.status))).to.include.members(['pending', 'accepted', 'revoked']);
  });
});

describe(`Invitation guesses are rate-limited per address (${testDatabaseKind})`, () => {
  it('answers 429 after the sign-in limit of failures', async () => {
    const app = await startTestApp({}, { loginRateLimit: { windowMs: 60_000, limit: 2 } });
    try {
      const guess = () => postJson(`${app.url}/api/auth/invitations/accept`, { token: 'y'.repeat(43), username: 'guesser', password: 'guessing-password' });
      expect((await guess()).status).to.equal(404);
      expect((await guess()).status).to.equal(404);
      expect((await guess()).status).to.equal(429);
    } finally {
      await app.close();
    }
  });
});

describe(`Display names at invitation (${testDatabaseKind})`, () => {
  let app: TestApp;
  let owner: string;
  const password = 'invited-password-1';
  const tokenOf = (url: string) => new URL(url).hash.slice(1);
  const accept = (token: string, username: string) => postJson(`${app.url}/api/auth/invitations/accept`, { token, username, password });
  const inviteAuthor = async () =>
    (await postJson(`${app.url}/api/admin/invitations`, { role: 'author' }, { headers: { cookie: owner } })).body as { url: string };

  before(async () => {
    app = await startTestApp();
    owner = await signIn(app);
  });
  after(() => app.close());

  it("asks a display name at invitation and at acceptance, and the byline shows it (the invitee's own wins)", async () => {
    const named = await postJson(`${app.url}/api/admin/invitations`, { role: 'author', displayName: '  Will Writer ' }, { headers: { cookie: owner } });
    expect(named.status, named.text).to.equal(201);
    const listed = (await request(`${app.url}/api/admin/invitations`, { headers: { cookie: owner } })).body as { id: number; displayName: string | null }[];
    expect(listed.find((invitation) => invitation.id === named.body.id)?.displayName).to.equal('Will Writer');
    const kept = await accept(tokenOf(named.body.url), 'will.writer');
    expect(kept.status, kept.text).to.equal(201);
    expect(kept.body.user.displayName).to.equal('Will Writer');
    const will = await findUserByUsername(app.db, 'will.writer');
    expect(await findAuthorName(app.db, will!.id)).to.equal('Will Writer');

    const other = await postJson(`${app.url}/api/admin/invitations`, { role: 'author', displayName: 'Maria' }, { headers: { cookie: owner } });
    const own = await postJson(`${app.url}/api/auth/invitations/accept`, {
      token: tokenOf(other.body.url),
      username: 'maria.lopez',
      displayName: 'Maria López',
      password,
    });
    expect(own.status, own.text).to.equal(201);
    expect(await findAuthorName(app.db, (await findUserByUsername(app.db, 'maria.lopez'))!.id)).to.equal('Maria López');

    // Nothing visible counts as none: the username stays the byline, as for accounts from before display names.
    const blank = await inviteAuthor();
    const unnamed = await postJson(`${app.url}/api/auth/invitations/accept`, {
      token: tokenOf(blank.url),
      username: 'no.name',
      displayName: ' \u200b ',
      password,
    });
    expect(unnamed.status, unnamed.text).to.equal(201);
    expect(await findAuthorName(app.db, (await findUserByUsername(app.db, 'no.name'))!.id)).to.equal('no.name');
  });

  it('refuses a display name on two lines or too long, and the link stays usable', async () => {
    const created = await inviteAuthor();
    const token = tokenOf(created.url);
    for (const displayName of ['Will\nWriter', 'W'.repeat(81), 42]) {
      const response = await postJson(`${app.url}/api/auth/invitations/accept`, { token, username: 'bad-name', displayName, password });
      expect(response.status, JSON.stringify(displayName)).to.equal(400);
      expect(response.body.errors[0].field).to.equal('displayName');
    }
    expect(await findUserByUsername(app.db, 'bad-name')).to.equal(null);
    const multiLine = await postJson(`${app.url}/api/admin/invitations`, { role: 'author', displayName: 'A\r\nB' }, { headers: { cookie: owner } });
    expect(multiLine.status).to.equal(400);
    expect(multiLine.body.message).to.equal('Display name must be on a single line.');
    expect((await postJson(`${app.url}/api/auth/invitations/accept`, { token, username: 'good-name', displayName: 'Good Name', password })).status).to.equal(
      201,
    );
  });
});
