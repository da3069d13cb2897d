import { expect } from 'chai';
import { isPostgres } from '#database/db.server.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { expectRejected } from '../helpers/rejected.ts';

let app: TestApp;

/** An app on an empty database, which it migrates. */
function useMigratedApp(): void {
  before(async () => {
    app = await startTestApp({}, { emptyDatabase: true });
  });
  after(() => app.close());
}

describe(`Database schema: tables and columns (${testDatabaseKind})`, () => {
  useMigratedApp();

  it('creates users, blog_posts and contacts with snake_case columns', async () => {
    const columns = async (table: string) => Object.keys(await app.db(table).columnInfo()).sort();
    expect(await columns('users')).to.include.members(['id', 'username', 'password_hash', 'session_version', 'created_at', 'updated_at']);
    expect(await columns('blog_posts')).to.include.members(['id', 'slug', 'title', 'excerpt', 'content', 'published', 'author_id', 'created_at', 'updated_at']);
    expect(await columns('contacts')).to.include.members(['id', 'full_name', 'email', 'company', 'phone', 'subject', 'message', 'created_at', 'updated_at']);
  });

  it('creates the media tables, whose blobs take binary data', async () => {
    const columns = async (table: string) => Object.keys(await app.db(table).columnInfo()).sort();
    expect(await columns('media')).to.include.members(['id', 'file_name', 'alt', 'format', 'width', 'height', 'bytes', 'uploaded_by', 'created_at']);
    expect(await columns('media_files')).to.include.members(['id', 'media_id', 'role', 'format', 'width', 'height', 'bytes', 'key']);
    const bytes = Buffer.from([0, 255, 1, 254, 0]);
    await app.db('media_blobs').insert({ key: 'abc.png', data: bytes });
    const row = (await app.db('media_blobs').where({ key: 'abc.png' }).first()) as { data: Uint8Array };
    expect(Buffer.from(row.data).equals(bytes)).to.equal(true);
  });

  it('adds a cover image to posts and creates social_cards, whose data takes binary bytes (migrations 7301-7302)', async () => {
    const columns = async (table: string) => Object.keys(await app.db(table).columnInfo()).sort();
    expect(await columns('blog_posts')).to.include('cover_media_id');
    expect(await columns('social_cards')).to.include.members(['key', 'content_type', 'data', 'created_at']);
    const bytes = Buffer.from([137, 80, 0, 255]);
    await app.db('social_cards').insert({ key: 'page-home-x.png', content_type: 'image/png', data: bytes, created_at: new Date().toISOString() });
    const row = (await app.db('social_cards').where({ key: 'page-home-x.png' }).first()) as { data: Uint8Array };
    expect(Buffer.from(row.data).equals(bytes)).to.equal(true);
    await expectRejected(
      app.db('social_cards').insert({ key: 'page-home-x.png', content_type: 'image/png', data: bytes, created_at: new Date().toISOString() }),
    );
  });

  it('adds a cover focal point, the centre by default, to posts and pending changes (migration 0880)', async () => {
    const columns = async (table: string) => Object.keys(await app.db(table).columnInfo()).sort();
    expect(await columns('blog_posts')).to.include.members(['cover_focal_x', 'cover_focal_y']);
    expect(await columns('post_pending_changes')).to.include.members(['cover_focal_x', 'cover_focal_y']);
    const now = new Date().toISOString();
    const [row] = (await app
      .db('blog_posts')
      .insert({ slug: 'focal-default', title: 'Focal', excerpt: '', content: '', published: false, created_at: now, updated_at: now })
      .returning(['id'])) as { id: number }[];
    const saved = (await app.db('blog_posts').where({ id: row!.id }).first('cover_focal_x', 'cover_focal_y')) as Record<string, unknown>;
    expect([Number(saved.cover_focal_x), Number(saved.cover_focal_y)]).to.deep.equal([50, 50]);
    await app.db('blog_posts').where({ id: row!.id }).delete();
  });

  it('adds status, publish date, SEO fields, tags and old slugs (migrations 4101-4104)', async () => {
    const columns = async (table: string) => Object.keys(await app.db(table).columnInfo()).sort();
    expect(await columns('blog_posts')).to.include.members(['status', 'publish_at', 'meta_title', 'meta_description', 'canonical_url', 'noindex']);
    expect(await columns('content_version')).to.include.members(['next_publish_at']);
    expect(await columns('tags')).to.have.members(['id', 'slug', 'name', 'created_at']);
    expect(await columns('post_tags')).to.have.members(['post_id', 'tag_id']);
    expect(await columns('post_slug_redirects')).to.have.members(['slug', 'post_id', 'created_at']);
    const now = new Date().toISOString();
    const [row] = (await app
      .db('blog_posts')
      .insert({ slug: 'tagged', title: 't', excerpt: 'e', content: 'c', published: false, created_at: now, updated_at: now })
      .returning('id')) as { id: number }[];
    const [tag] = (await app.db('tags').insert({ slug: 'one', name: 'One', created_at: now }).returning('id')) as { id: number }[];
    await app.db('post_tags').insert({ post_id: row!.id, tag_id: tag!.id });
    await app.db('post_slug_redirects').insert({ slug: 'was-tagged', post_id: row!.id, created_at: now });
    expect(await app.db('blog_posts').where({ id: row!.id }).first('status', 'noindex')).to.satisfy(
      (post: { status: string; noindex: boolean | number }) => post.status === 'draft' && !post.noindex,
    );
    // A post's tags and old slugs go with it.
    await app.db('blog_posts').where({ id: row!.id }).delete();
    expect(Number((await app.db('post_tags').count({ n: '*' }).first())?.n)).to.equal(0);
    expect(Number((await app.db('post_slug_redirects').count({ n: '*' }).first())?.n)).to.equal(0);
    await app.db('tags').delete();
  });

  it('creates stored_images, company_settings and proof_items; removing an image leaves the item without it', async () => {
    const columns = async (table: string) => Object.keys(await app.db(table).columnInfo()).sort();
    expect(await columns('stored_images')).to.include.members(['id', 'content_type', 'bytes', 'sha256', 'width', 'height', 'created_at']);
    expect(await columns('company_settings')).to.include.members(['id', 'data', 'logo_image_id', 'updated_at']);
    expect(await columns('proof_items')).to.include.members([
      'id',
      'kind',
      'position',
      'data',
      'image_id',
      'on_home',
      'on_uswha',
      'services',
      'demo',
      'created_at',
      'updated_at',
    ]);
    const now = new Date().toISOString();
    const [image] = await app
      .db('stored_images')
      .insert({ content_type: 'image/png', bytes: Buffer.from([1, 2, 3]), sha256: 'a'.repeat(64), width: 1, height: 1, created_at: now })
      .returning('id');
    const imageId = typeof image === 'object' ? image.id : image;
    expect(Buffer.from((await app.db('stored_images').where({ id: imageId }).first()).bytes)).to.deep.equal(Buffer.from([1, 2, 3]));
    await app.db('proof_items').insert({ kind: 'client-logo', position: 1, data: '{}', image_id: imageId, created_at: now, updated_at: now });
    await app.db('stored_images').where({ id: imageId }).delete();
    expect((await app.db('proof_items').first()).image_id).to.equal(null);
    await app.db('proof_items').delete();
  });

  it('adds the TOTP columns to users and the recovery_codes table, one hash per user once', async () => {
    const columns = async (table: string) => Object.keys(await app.db(table).columnInfo()).sort();
    expect(await columns('users')).to.include.members(['totp_secret', 'totp_pending_secret', 'totp_last_step', 'totp_enabled_at']);
    expect(await columns('recovery_codes')).to.include.members(['id', 'user_id', 'code_hash', 'used_at']);
    const now = new Date().toISOString();
    const [user] = await app
      .db('users')
      .insert({ username: 'schema-2fa', password_hash: 'x', session_version: 1, created_at: now, updated_at: now })
      .returning('id');
    const userId = typeof user === 'object' ? user.id : user;
    await app.db('recovery_codes').insert({ user_id: userId, code_hash: 'a'.repeat(64) });
    let failed = false;
    try {
      await app.db('recovery_codes').insert({ user_id: userId, code_hash: 'a'.repeat(64) });
    } catch {
      failed = true;
    }
    expect(failed).to.equal(true);
  });
});

describe(`Database schema: email changes, settings, constraints and reruns (${testDatabaseKind})`, () => {
  useMigratedApp();

  it('creates pending_email_changes: one per user, deleted with the user (migration 2026-11-27-0001)', async () => {
    expect(Object.keys(await app.db('pending_email_changes').columnInfo()).sort()).to.deep.equal([
      'created_at',
      'email',
      'expires_at',
      'id',
      'token_hash',
      'user_id',
    ]);
    const now = new Date().toISOString();
    const [user] = await app
      .db('users')
      .insert({ username: 'schema-email', password_hash: 'x', session_version: 1, created_at: now, updated_at: now })
      .returning('id');
    const userId = typeof user === 'object' ? user.id : user;
    await app.db('pending_email_changes').insert({ user_id: userId, email: 'a@example.com', token_hash: null, created_at: now, expires_at: null });
    let failed = false;
    try {
      await app.db('pending_email_changes').insert({ user_id: userId, email: 'b@example.com', token_hash: 'b'.repeat(64), created_at: now, expires_at: now });
    } catch {
      failed = true;
    }
    expect(failed).to.equal(true);
    await app.db('users').where({ id: userId }).delete();
    expect(await app.db('pending_email_changes').where({ user_id: userId })).to.deep.equal([]);
  });

  it('creates revenue_check_settings and the contacts revenue check columns (migrations 2026-11-27-0300 and 0301)', async () => {
    expect(Object.keys(await app.db('revenue_check_settings').columnInfo()).sort()).to.deep.equal(['assumptions', 'id', 'updated_at']);
    const contactColumns = Object.keys(await app.db('contacts').columnInfo());
    expect(contactColumns).to.include.members(['revenue_check', 'revenue_opportunity']);
    // A bigint: totals past 2^31 fit, should the ranges ever grow.
    const now = new Date().toISOString();
    await app.db('contacts').insert({
      full_name: 'n',
      email: 'e@example.com',
      company: 'c',
      subject: 's',
      message: 'm',
      revenue_opportunity: 254_780_822_000,
      created_at: now,
      updated_at: now,
    });
    expect(Number((await app.db('contacts').where({ full_name: 'n' }).first()).revenue_opportunity)).to.equal(254_780_822_000);
  });

  it("creates security_settings (one row of owners' settings)", async () => {
    expect(Object.keys(await app.db('security_settings').columnInfo()).sort()).to.deep.equal(['id', 'require_two_factor', 'updated_at']);
  });

  it("creates backup_runs with its one row, the scheduled backups' lease (migration 2026-11-27-0200)", async () => {
    expect(Object.keys(await app.db('backup_runs').columnInfo()).sort()).to.deep.equal([
      'id',
      'last_bytes',
      'last_error',
      'last_error_at',
      'last_file',
      'last_finished_at',
      'last_started_at',
      'leased_by',
      'leased_until',
    ]);
    expect(await app.db('backup_runs').pluck('id')).to.deep.equal([1]);
  });

  it('enforces a unique slug', async () => {
    const now = new Date().toISOString();
    const post = { slug: 'same', title: 't', excerpt: 'e', content: 'c', published: false, created_at: now, updated_at: now };
    await app.db('blog_posts').insert(post);
    let failed = false;
    try {
      await app.db('blog_posts').insert(post);
    } catch {
      failed = true;
    }
    expect(failed).to.equal(true);
    expect(await app.db('blog_posts').count({ n: '*' }).first()).to.satisfy((row: { n: number | string }) => Number(row.n) === 1);
  });

  it('creates post_revisions, deleted with their post', async () => {
    const columns = async (table: string) => Object.keys(await app.db(table).columnInfo()).sort();
    expect(await columns('post_revisions')).to.include.members([
      'id',
      'post_id',
      'title',
      'slug',
      'excerpt',
      'content',
      'author_id',
      'created_at',
      'edited_at',
      'editing_ms',
    ]);
    const now = new Date().toISOString();
    const [post] = (await app
      .db('blog_posts')
      .insert({ slug: 'with-revisions', title: 't', excerpt: 'e', content: 'c', published: false, created_at: now, updated_at: now })
      .returning('id')) as { id: number }[];
    await app
      .db('post_revisions')
      .insert({ post_id: post!.id, title: 't', slug: 'with-revisions', excerpt: 'e', content: 'c', author_id: null, created_at: now });
    // A revision written without them is kept as it is: no autosave folds into it.
    expect(await app.db('post_revisions').first('edited_at', 'editing_ms')).to.deep.equal({ edited_at: null, editing_ms: 0 });
    await app.db('blog_posts').where({ id: post!.id }).delete();
    expect(await app.db('post_revisions').select('id')).to.deep.equal([]);
  });

  it('is idempotent: running migrations again applies nothing', async () => {
    const [, applied] = (await app.db.migrate.latest()) as [number, string[]];
    expect(applied).to.deep.equal([]);
  });

  if (testDatabaseKind === 'sqlite') {
    it('opens SQLite with WAL, a busy timeout, full sync and foreign keys', async () => {
      expect(isPostgres(app.db)).to.equal(false);
      const pragma = async (name: string) => Object.values((await app.db.raw(`pragma ${name}`))[0] as object)[0];
      expect(await pragma('journal_mode')).to.equal('wal');
      expect(await pragma('busy_timeout')).to.equal(5000);
      expect(await pragma('foreign_keys')).to.equal(1);
      expect(await pragma('synchronous')).to.equal(2);
    });
  }
});
