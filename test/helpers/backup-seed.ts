/**
 * A site with at least one row in every table a backup carries, written straight into the database,
 * with the values that differ between engines: times with milliseconds, booleans, bigints, nulls,
 * bytes of every value, text with quotes, emoji and new lines, JSON held in text.
 */
import { randomBytes } from 'node:crypto';
import { archivedTables } from '#database/backup/tables.server.ts';
import { type Database, isPostgres } from '#database/db.server.ts';
import { seedSubscriptions } from './subscriptions-backup-seed.ts';
import { seedGuides } from './guides-backup-seed.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 9, minute, 7, 123)).toISOString();
const hostile = `Quote " apostrophe ' back\\slash, emoji 🩺, accents é ü, new\nline, <b>tag</b>`;

/** Every byte value, then random bytes: what a stored image's blob may hold. */
export function sampleBytes(size: number): Buffer {
  const every = Buffer.from(Array.from({ length: 256 }, (_, index) => index));
  return Buffer.concat([every, randomBytes(Math.max(0, size - 256))]);
}

export async function seedEveryTable(db: Database, media: Buffer = sampleBytes(200_000)): Promise<void> {
  await seedPeople(db);
  await seedContent(db, media);
  await seedLeadsAndAnalytics(db);
  await seedImports(db);
  await seedUpkeep(db);
  await seedSubscriptions(db, at, hostile);
  await seedGuides(db, at, hostile);
  await continueSequences(db);
}

/** PostgreSQL: rows inserted with their ids leave the sequences behind; the site's next insert must not collide. */
async function continueSequences(db: Database): Promise<void> {
  if (!isPostgres(db)) return;
  for (const table of archivedTables.filter((entry) => entry.serial)) {
    await db.raw(`select setval(pg_get_serial_sequence(?, 'id'), coalesce((select max(id) from ??), 0) + 1, false)`, [table.name, table.name]);
  }
}

/** Many rows and files on top of seedEveryTable: an archive of many parts, which takes a while to restore. */
export async function seedBulk(db: Database, auditRows: number, files: number, fileBytes: number): Promise<void> {
  for (let start = 0; start < auditRows; start += 500) {
    const rows = Array.from({ length: Math.min(500, auditRows - start) }, (_, index) => ({
      at: at(30),
      actor: 'owner',
      action: 'sign-in',
      target: `bulk:${start + index}`,
      details: JSON.stringify({ index: start + index }),
    }));
    await db('audit_log').insert(rows);
  }
  for (let index = 0; index < files; index++) await db('media_blobs').insert({ key: `bulk-${index}`, data: sampleBytes(fileBytes) });
}

async function seedPeople(db: Database): Promise<void> {
  const user = {
    username: 'owner',
    password_hash: '$2b$12$abcdefghijklmnopqrstuuUvwxyzABCDEFGHIJKLMNOPQRSTUV12',
    session_version: 3,
    created_at: at(1),
    updated_at: at(2),
  };
  await db('users').insert([
    {
      id: 1,
      ...user,
      role: 'owner',
      active: true,
      totp_secret: 'JBSWY3DPEHPK3PXP',
      totp_last_step: 59_000_123,
      totp_enabled_at: at(3),
      display_name: hostile.slice(0, 70),
      email: 'owner@example.com',
    },
    { id: 2, ...user, username: 'author', role: 'author', active: false, totp_pending_secret: 'KRSXG5CTMVRXEZLU', display_name: null, email: null },
  ]);
  await db('recovery_codes').insert({ id: 1, user_id: 1, code_hash: 'a'.repeat(64), used_at: null });
  await db('passkeys').insert({
    id: 1,
    user_id: 1,
    credential_id: 'cred-1',
    public_key: 'pk',
    sign_count: 4_000_000_000,
    transports: 'usb',
    name: 'Key',
    backed_up: true,
    created_at: at(4),
  });
  await db('password_resets').insert({ id: 1, token_hash: 'b'.repeat(64), user_id: 2, created_at: at(5), expires_at: at(50) });
  await db('pending_email_changes').insert({ id: 1, user_id: 2, email: 'new@example.com', token_hash: 'c'.repeat(64), created_at: at(5), expires_at: at(55) });
  await db('invitations').insert({ id: 1, token_hash: 'd'.repeat(64), role: 'editor', created_by: 1, created_at: at(6), expires_at: at(59) });
  await db('security_settings').insert({ id: 1, require_two_factor: true, updated_at: at(6) });
}

async function seedContent(db: Database, media: Buffer): Promise<void> {
  await db('stored_images').insert({
    id: 1,
    content_type: 'image/png',
    bytes: sampleBytes(5000),
    sha256: 'e'.repeat(64),
    width: 10,
    height: 20,
    created_at: at(7),
  });
  await db('company_settings').insert({ id: 1, data: JSON.stringify({ name: hostile, phone: '+1 555' }), logo_image_id: 1, updated_at: at(8) });
  await db('proof_items').insert({
    id: 1,
    kind: 'testimonial',
    position: 1,
    data: '{"quote":"Q"}',
    image_id: 1,
    on_home: true,
    on_uswha: false,
    services: 'coding',
    demo: false,
    created_at: at(9),
    updated_at: at(9),
  });
  await db('media_blobs').insert([
    { key: 'original-key', data: media },
    { key: 'variant-key', data: sampleBytes(3000) },
  ]);
  await db('media').insert({
    id: 1,
    file_name: 'chart.png',
    alt: hostile,
    format: 'png',
    width: 800,
    height: 600,
    bytes: media.length,
    uploaded_by: 1,
    created_at: at(10),
  });
  await db('media_files').insert([
    { id: 1, media_id: 1, role: 'original', format: 'png', width: 800, height: 600, bytes: media.length, key: 'original-key' },
    { id: 2, media_id: 1, role: 'variant', format: 'webp', width: 480, height: 360, bytes: 3000, key: 'variant-key' },
  ]);
  const post = {
    title: 'Denials',
    excerpt: hostile,
    content: '<p>Body <img src="/media/original-key.png" alt="chart"></p>',
    created_at: at(11),
    updated_at: at(12),
  };
  await db('blog_posts').insert([
    {
      id: 1,
      slug: 'denials',
      ...post,
      published: true,
      status: 'published',
      publish_at: at(11),
      author_id: 1,
      noindex: false,
      cover_media_id: 1,
      meta_title: 'M',
    },
    {
      id: 2,
      slug: 'later',
      ...post,
      published: false,
      status: 'scheduled',
      publish_at: at(59),
      author_id: null,
      noindex: true,
      canonical_url: 'https://example.com/x',
    },
  ]);
  await db('tags').insert({ id: 1, slug: 'billing', name: 'Billing', created_at: at(13) });
  await db('post_tags').insert([{ post_id: 1, tag_id: 1 }]);
  await db('post_revisions').insert({ id: 1, post_id: 1, title: 'Old', slug: 'old', excerpt: '', content: '<p>old</p>', author_id: 1, created_at: at(14) });
  const { created_at: _created, ...pending } = post;
  await db('post_pending_changes').insert({
    post_id: 1,
    ...pending,
    title: 'Next',
    slug: 'denials',
    tags: '["billing"]',
    noindex: false,
    base_updated_at: at(12),
    updated_at: at(15),
  });
  await db('post_slug_redirects').insert({ slug: 'old', post_id: 1, created_at: at(16) });
  await db('preview_links').insert({ id: 1, post_id: 2, token_hash: 'f'.repeat(64), created_by: 1, created_at: at(17), expires_at: at(58) });
}

/** What a WordPress or Ghost import leaves: its job and report, the posts' sources and bylines, the old addresses. */
async function seedImports(db: Database): Promise<void> {
  await db('import_jobs').insert({
    id: 1,
    kind: 'wordpress',
    status: 'done',
    file_name: 'export.xml',
    total: 1,
    processed: 1,
    report: JSON.stringify({ added: [{ title: hostile }] }),
    error: null,
    created_by: 1,
    created_at: at(40),
    updated_at: at(41),
    finished_at: at(41),
  });
  await db('import_sources').insert({ source: 'wordpress:https://old.example.com/?p=12', post_id: 1, byline: hostile, created_at: at(41) });
  await db('import_media').insert({ source: 'wordpress:2024/05/chart.png', media_id: 1 });
  await db('legacy_paths').insert([
    { path: '/2024/05/01/denials/', post_id: 1, tag_id: null, created_at: at(41) },
    { path: '/tag/billing/', post_id: null, tag_id: 1, created_at: at(41) },
  ]);
}

/** Redirect rules and the 404 log. */
async function seedUpkeep(db: Database): Promise<void> {
  await db('redirect_rules').insert({ id: 1, source: '/old-services/*', target: '/services/*', status: 301, created_by: 1, created_at: at(42) });
  await db('not_found_hits').insert({
    id: 1,
    day: '2026-11-20',
    path: '/no-such-page',
    bot: false,
    referrer_host: '',
    count: 10,
    first_seen_at: at(43),
    last_seen_at: at(44),
  });
}

async function seedLeadsAndAnalytics(db: Database): Promise<void> {
  await db('contacts').insert({
    id: 1,
    full_name: hostile.slice(0, 100),
    email: 'lead@example.com',
    company: 'Clinic',
    subject: 'Billing',
    message: hostile,
    status: 'qualified',
    owner_id: 1,
    follow_up_on: '2026-12-01',
    revenue_check: JSON.stringify({ inputs: { collections: 2_400_000 }, outputs: { total: 433_216 } }),
    revenue_opportunity: 433_216,
    revenue_check_model: 1,
    created_at: at(18),
    updated_at: at(19),
  });
  await db('contact_notes').insert({ id: 1, contact_id: 1, author_id: 1, author_name: 'owner', body: hostile, created_at: at(20) });
  await db('contact_history').insert({ id: 1, contact_id: 1, at: at(21), actor_id: 1, actor_name: 'owner', change: 'status', value: 'qualified' });
  await db('lead_alert_settings').insert({ id: 1, enabled: true, recipients: 'a@example.com', updated_at: at(22) });
  await db('revenue_check_settings').insert({ id: 1, assumptions: JSON.stringify({ deniedNeverReworkedShare: 0.65, source: hostile }), updated_at: at(23) });
  await db('audit_log').insert({
    id: 1,
    at: at(23),
    actor_id: 1,
    actor: 'owner',
    action: 'post.publish',
    target: 'post:1',
    ip: '127.0.0.1',
    details: '{"slug":"denials"}',
  });
  await db('analytics_daily').insert([
    { day: '2026-11-20', dimension: 'total', value: '', views: 10, visitors: 4 },
    { day: '2026-11-20', dimension: 'page', value: '/blog/denials', views: 7, visitors: 3 },
  ]);
  await db('analytics_events').insert({ id: 1, occurred_at: at(24), day: '2026-11-20', visitor: 'v'.repeat(32), path: '/', device: 'desktop' });
  await db('analytics_salts').insert({ day: '2026-11-20', salt: 's'.repeat(64) });
  await seedPagesAndCalls(db);
}

/** The page revisions and old paths, lead rules and booking tables (the pages, the menus and the one-row lead settings come from migrations). */
async function seedPagesAndCalls(db: Database): Promise<void> {
  const page = await db('site_pages').orderBy('id').first('id', 'path', 'content');
  await db('page_revisions').insert({ id: 1, page_id: page.id, path: page.path, content: page.content, author_id: 1, created_at: at(25) });
  await db('page_path_redirects').insert({ path: '/old-home-é', page_id: page.id, created_at: at(25) });
  const expiresAt = '2030-01-01T00:00:00.000Z';
  await db('page_preview_links').insert({ id: 1, page_id: page.id, token_hash: 'c'.repeat(64), created_by: 1, created_at: at(25), expires_at: expiresAt });
  await db('lead_assignment_rules').insert({ id: 1, subject: 'Billing', specialty: null, user_id: 1, created_at: at(26) });
  const weeklyHours = JSON.stringify({ mon: [{ start: '09:00', end: '17:00' }] });
  await db('availability').insert({ user_id: 1, time_zone: 'America/Chicago', weekly_hours: weeklyHours, days_off: '["2026-12-25"]', updated_at: at(27) });
  await db('booking_settings').insert({ id: 1, call_minutes: 30, buffer_minutes: 10, notice_hours: 4, horizon_days: 21, updated_at: at(28) });
  await db('bookings').insert({
    id: 1,
    user_id: 1,
    contact_id: 1,
    start_at: '2026-12-07T15:00:00.000Z',
    end_at: '2026-12-07T15:30:00.000Z',
    status: 'booked',
    full_name: hostile.slice(0, 100),
    email: 'lead@example.com',
    company: 'Clinic',
    phone: null,
    note: hostile,
    uid: 'booking-1@example.com',
    token_hash: 'a'.repeat(64),
    sequence: 1,
    created_at: at(29),
    updated_at: at(30),
  });
  const firstCell = Date.parse('2026-12-07T15:00:00.000Z') / 300_000;
  await db('booking_holds').insert([0, 1, 2, 3, 4, 5, 6, 7].map((offset) => ({ user_id: 1, cell: firstCell + offset, booking_id: 1 })));
  await db('calendar_feeds').insert({ user_id: 1, token_hash: 'b'.repeat(64), created_at: at(31) });
}
