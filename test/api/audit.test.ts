import { expect } from 'chai';
import { pino } from 'pino';
import { insertContact } from '#database/contacts.server.ts';
import { auditLog, PRUNE_INTERVAL_MS } from '#server/audit/audit-log.server.ts';
import type { AuditEntry } from '#shared/audit-actions.ts';
import { createAdmin, signIn, signInAs, startTestApp, testAdmin, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { callJson, postJson } from '../helpers/http.ts';

const DAY_MS = 24 * 60 * 60_000;

describe(`Audit log (${testDatabaseKind})`, () => {
  let app: TestApp;
  let owner: string;
  const call = (method: string, path: string, body?: unknown, cookie = owner) => callJson(`${app.url}${path}`, method, cookie, body);
  const entries = async (query = ''): Promise<AuditEntry[]> => {
    const response = await call('GET', `/api/admin/audit${query}`);
    expect(response.status, response.text).to.equal(200);
    return response.body.items;
  };

  before(async () => {
    app = await startTestApp();
    owner = await signIn(app);
  });
  after(() => app.close());

  it('records sign-ins and failures with time, actor and address, and never the password', async () => {
    const wrong = 'the-wrong-password-77';
    expect((await postJson(`${app.url}/api/auth/login`, { username: testAdmin.username, password: wrong })).status).to.equal(401);
    const [failure] = await entries('?action=sign-in-failed');
    expect(failure).to.include({ action: 'sign-in-failed', actor: null, ip: '127.0.0.1' });
    expect(failure!.details).to.deep.equal({ username: testAdmin.username });
    const [success] = await entries('?action=sign-in');
    expect(success).to.include({ actor: testAdmin.username, target: `user:${success!.actorId}` });
    expect(Date.now() - Date.parse(success!.at)).to.be.within(0, 60_000);
    const everything = JSON.stringify(await app.db('audit_log').select());
    expect(everything).not.to.include(wrong);
    expect(everything).not.to.include(testAdmin.password);
  });

  it('records role changes, deactivation, and invitations created, accepted and revoked', async () => {
    const colleague = await createAdmin(app, 'colleague', testAdmin.password, 'sales');
    await call('PATCH', `/api/admin/users/${colleague}`, { role: 'editor' });
    await call('PATCH', `/api/admin/users/${colleague}`, { active: false });
    const role = (await entries('?action=user.role'))[0]!;
    expect(role).to.include({ actor: testAdmin.username, target: `user:${colleague}` });
    expect(role.details).to.deep.equal({ username: 'colleague', from: 'sales', to: 'editor' });
    expect((await entries('?action=user.deactivate'))[0]).to.include({ target: `user:${colleague}` });

    const created = (await call('POST', '/api/admin/invitations', { role: 'author' })).body as { id: number; url: string };
    const token = new URL(created.url).hash.slice(1);
    await postJson(`${app.url}/api/auth/invitations/accept`, { token, username: 'joined', password: testAdmin.password });
    const revoked = (await call('POST', '/api/admin/invitations', { role: 'sales' })).body as { id: number };
    await call('DELETE', `/api/admin/invitations/${revoked.id}`);
    expect((await entries('?action=invitation.create')).map((entry) => entry.target)).to.include.members([
      `invitation:${created.id}`,
      `invitation:${revoked.id}`,
    ]);
    expect((await entries('?action=invitation.accept'))[0]).to.include({ actor: 'joined', target: `invitation:${created.id}` });
    expect((await entries('?action=invitation.revoke'))[0]).to.include({ actor: testAdmin.username, target: `invitation:${revoked.id}` });
    expect(JSON.stringify(await app.db('audit_log').select())).not.to.include(token);
  });

  it('records publishing, unpublishing and deleting posts, but not saving a draft', async () => {
    const post = { title: 'Audited', slug: 'audited', excerpt: 'e', content: '<p>c</p>', published: false };
    const created = (await call('POST', '/api/admin/blog', post)).body as { id: number };
    expect(await entries(`?action=post.publish`)).to.have.length(0);
    await call('PUT', `/api/admin/blog/${created.id}`, { ...post, published: true });
    await call('PUT', `/api/admin/blog/${created.id}`, { ...post, published: false });
    await call('DELETE', `/api/admin/blog/${created.id}`);
    for (const action of ['post.publish', 'post.unpublish', 'post.delete']) {
      const [entry] = await entries(`?action=${action}`);
      expect(entry, action).to.include({ actor: testAdmin.username, target: `post:${created.id}` });
      expect(entry!.details).to.include({ slug: 'audited' });
    }
  });

  it('records scheduling a post and moving its time, not saving it again at the same time', async () => {
    const first = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const second = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const post = { title: 'Later', slug: 'later', excerpt: 'e', content: '<p>c</p>', status: 'scheduled', publishAt: first };
    const created = await call('POST', '/api/admin/blog', post);
    expect(created.status, created.text).to.equal(201);
    const { id } = created.body as { id: number };
    expect((await call('PUT', `/api/admin/blog/${id}`, { ...post, title: 'Later, retitled' })).status).to.equal(200);
    expect((await call('PUT', `/api/admin/blog/${id}`, { ...post, publishAt: second })).status).to.equal(200);
    const scheduled = await entries('?action=post.schedule');
    expect(scheduled.map((entry) => entry.details).sort((a, b) => String(a!.publishAt).localeCompare(String(b!.publishAt)))).to.deep.equal([
      { slug: 'later', publishAt: first },
      { slug: 'later', publishAt: second },
    ]);
    expect(scheduled.every((entry) => entry.target === `post:${id}` && entry.actor === testAdmin.username)).to.equal(true);
    expect((await entries('?action=post.publish')).filter((entry) => entry.target === `post:${id}`)).to.have.length(0);
  });

  it('records lead status changes, deletion and export', async () => {
    const { id } = await insertContact(app.db, { fullName: 'Pat', email: 'pat@example.com', company: 'C', phone: null, subject: 'S', message: 'M' });
    await call('PATCH', `/api/admin/contacts/${id}`, { handled: true });
    await call('GET', '/api/admin/contacts.csv');
    await call('DELETE', `/api/admin/contacts/${id}`);
    expect((await entries('?action=lead.status'))[0]).to.deep.include({ target: `lead:${id}`, details: { handled: true } });
    expect((await entries('?action=lead.export'))[0]!.details).to.deep.equal({ count: 1 });
    expect((await entries('?action=lead.delete'))[0]).to.include({ target: `lead:${id}` });
  });

  it('records pipeline changes: status, owner and whether a follow-up date is set (never the date)', async () => {
    const { id } = await insertContact(app.db, { fullName: 'Kim', email: 'kim@example.com', company: 'C', phone: null, subject: 'S', message: 'M' });
    const salesId = await createAdmin(app, 'pipeline-sales', testAdmin.password, 'sales');
    const changed = await call('PATCH', `/api/admin/contacts/${id}`, { status: 'contacted', ownerId: salesId, followUpAt: '2026-12-01' });
    expect(changed.status, changed.text).to.equal(200);
    expect((await entries('?action=lead.status'))[0]).to.deep.include({ target: `lead:${id}`, actor: testAdmin.username, details: { status: 'contacted' } });
    expect((await entries('?action=lead.owner'))[0]).to.deep.include({ target: `lead:${id}`, details: { owner: 'pipeline-sales' } });
    expect((await entries('?action=lead.follow-up'))[0]).to.deep.include({ target: `lead:${id}`, details: { followUpSet: true } });
    await call('PATCH', `/api/admin/contacts/${id}`, { followUpAt: null });
    expect((await entries('?action=lead.follow-up'))[0]!.details).to.deep.equal({ followUpSet: false });
  });

  it('filters by actor, action and time, newest first, 50 a page', async () => {
    const all = await call('GET', '/api/admin/audit');
    expect(all.body).to.include({ page: 1, limit: 50 });
    const times = (all.body.items as AuditEntry[]).map((entry) => Date.parse(entry.at));
    expect(times).to.deep.equal([...times].sort((a, b) => b - a));
    expect((await entries('?actor=ADMIN')).every((entry) => entry.actor === testAdmin.username)).to.equal(true);
    expect(await entries('?actor=nobody')).to.deep.equal([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await entries(`?from=${today}&to=${today}`)).length).to.equal(Math.min(all.body.total, 50));
    expect(await entries('?to=2000-01-01')).to.deep.equal([]);
    expect(await entries(`?from=${new Date(Date.now() + DAY_MS).toISOString()}`)).to.deep.equal([]);
    const second = await call('GET', '/api/admin/audit?page=2');
    expect(second.body.items).to.have.length(Math.max(0, all.body.total - 50));
  });

  it('refuses unknown actions, bad times and unknown parameters with 400', async () => {
    for (const query of ['?action=post.edit', '?action=', '?from=yesterday', '?to=2026-13-45', '?page=0', '?sort=at', '?actor=' + 'a'.repeat(65)]) {
      const response = await call('GET', `/api/admin/audit${query}`);
      expect(response.status, query).to.equal(400);
      expect(response.body.message, query).to.be.a('string');
    }
  });

  it('has no way to change or delete an entry through the app', async () => {
    const [entry] = await entries();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect((await call(method, '/api/admin/audit', {})).status, method).to.equal(404);
      expect((await call(method, `/api/admin/audit/${entry!.id}`, {})).status, method).to.equal(404);
    }
    expect((await entries())[0]).to.deep.equal(entry);
  });

  it('is for owners only', async () => {
    for (const role of ['editor', 'author', 'sales'] as const) {
      const { cookie } = await signInAs(app, role, `audit-${role}`);
      expect((await call('GET', '/api/admin/audit', undefined, cookie)).status, role).to.equal(403);
    }
  });
});

describe(`Audit log: one entry per real change (${testDatabaseKind})`, () => {
  let app: TestApp;
  let owner: string;
  const call = (method: string, path: string, body?: unknown) => callJson(`${app.url}${path}`, method, owner, body);
  const entries = async (query: string): Promise<AuditEntry[]> => (await call('GET', `/api/admin/audit${query}`)).body.items;

  before(async () => {
    app = await startTestApp();
    owner = await signIn(app);
  });
  after(() => app.close());

  it('writes one entry per real change: a lead save with unchanged values writes none, a status change only its own', async () => {
    const { id } = await insertContact(app.db, { fullName: 'Lee', email: 'lee@example.com', company: 'C', phone: null, subject: 'S', message: 'M' });
    const ofLead = async () =>
      (await entries('?action=lead.status'))
        .concat(await entries('?action=lead.owner'), await entries('?action=lead.follow-up'))
        .filter((entry) => entry.target === `lead:${id}`);
    // The lead page sends status, owner and follow-up together.
    expect((await call('PATCH', `/api/admin/contacts/${id}`, { status: 'new', ownerId: null, followUpAt: null })).status).to.equal(200);
    expect(await ofLead()).to.deep.equal([]);
    await call('PATCH', `/api/admin/contacts/${id}`, { status: 'contacted', ownerId: null, followUpAt: null });
    const [status, ...others] = await ofLead();
    expect(others).to.deep.equal([]);
    expect(status).to.deep.include({ action: 'lead.status', details: { status: 'contacted' } });
    await call('PATCH', `/api/admin/contacts/${id}`, { status: 'contacted', ownerId: null, followUpAt: null });
    expect(await ofLead()).to.have.length(1);
  });
});

describe(`Audit log pruning (${testDatabaseKind})`, () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp({ AUDIT_RETENTION_DAYS: '30' });
  });
  after(() => app.close());

  it('drops entries older than the retention period as new ones are written, at most once an hour', async () => {
    expect(app.config.auditRetentionDays).to.equal(30);
    let now = Date.parse('2026-01-01T00:00:00.000Z');
    const audit = auditLog({ db: app.db, logger: pino({ level: 'silent' }), retentionDays: app.config.auditRetentionDays, clock: () => now });
    const req = { ip: '203.0.113.9' } as Parameters<typeof audit.record>[0];
    const write = (target: string) => audit.record(req, { actor: null, action: 'sign-in-failed', target });
    const targets = async () => ((await app.db('audit_log').orderBy('id').select('target')) as { target: string }[]).map((row) => row.target);

    await write('old');
    now += 30 * DAY_MS - 1;
    await write('kept-by-the-hour');
    // Within the hour since the last prune: nothing is pruned yet, even past 30 days.
    now += PRUNE_INTERVAL_MS - 1;
    await write('within-the-hour');
    expect(await targets()).to.deep.equal(['old', 'kept-by-the-hour', 'within-the-hour']);
    now += 1;
    await write('new');
    expect(await targets()).to.deep.equal(['kept-by-the-hour', 'within-the-hour', 'new']);
  });

  it('refuses a retention that is not 1-3650 days', async () => {
    const { loadConfig } = await import('#server/config.server.ts');
    for (const days of ['0', '3651', 'forever', '1.5']) {
      expect(() => loadConfig({ NODE_ENV: 'test', AUDIT_RETENTION_DAYS: days }), days).to.throw(
        'AUDIT_RETENTION_DAYS must be a whole number of days from 1 to 3650',
      );
    }
  });
});
