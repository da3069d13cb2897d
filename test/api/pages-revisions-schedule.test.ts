/**
 * Revisions to compare and restore into the editor, and scheduled updates of live pages
 * (docs/product/api.md#pages): what changed per field and section, which revision is live, a restore that
 * leaves the live page alone until Update, and a pending change that goes live by itself, through the guardrails.
 */
import { expect } from 'chai';
import { contentChanged } from '#database/content-version-listener.server.ts';
import { publishDuePosts } from '#database/scheduled-publishing.server.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { request } from '../helpers/http.ts';
import { obGynSections, pageCalls, usePagesApp, type AdminPage, type PagesApi } from '../helpers/pages-api.ts';

let api: PagesApi;
const { call, create, html, auditActions } = pageCalls(() => api);

interface RevisionRow {
  id: number;
  title: string;
  live: boolean;
  changed: string[];
}
interface Change {
  field: string;
  label: string;
  parts: { text: string; change: 'added' | 'removed' | 'same' }[];
}
type Pending = AdminPage & { publishAt: string | null };

/**
 * The scheduler run as the clock passing `minutes` from now would run it. Readers stop trusting their copy at
 * the scheduled time by the clock; the test's clock has not moved, so it tells them, as a write does.
 */
async function runSchedulerIn(minutes: number): Promise<void> {
  await publishDuePosts(api.app.db, new Date(Date.now() + minutes * 60_000));
  await contentChanged(api.app.db);
}

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const withHeading = (heading: string) => obGynSections().map((section, index) => (index === 0 ? { ...section, heading } : section));
const pageOf = async (id: number) => (await call('GET', `/api/admin/pages/${id}`)).body as AdminPage;
const pendingOf = async (id: number) => (await call('GET', `/api/admin/pages/${id}/pending`)).body.pending as Pending | null;
const savePending = (page: AdminPage, body: Record<string, unknown>, pendingUpdatedAt: string | null = null) =>
  call('PUT', `/api/admin/pages/${page.id}/pending`, { ...body, ifPageUpdatedAt: page.updatedAt, ifPendingUpdatedAt: pendingUpdatedAt });

describe(`The pages admin API: revisions to compare and restore into the editor (${testDatabaseKind})`, () => {
  usePagesApp((started) => (api = started));

  it('marks the live revision, names what each changed, and answers a word diff against the live version per section and field', async () => {
    const page = await create({ path: '/compare-me', title: 'Compare', sections: withHeading('Billing for Every Practice'), status: 'published' });
    const moved = withHeading('Billing for Every OB-GYN Practice');
    moved[2] = { ...moved[2]!, items: [{ question: 'Do you bill global OB packages?', answer: 'Yes, always with split billing.' }] };
    const live = (await call('PUT', `/api/admin/pages/${page.id}`, { title: 'Compare it', sections: moved, status: 'published', ifUpdatedAt: page.updatedAt }))
      .body as AdminPage;
    const list = (await call('GET', `/api/admin/pages/${page.id}/revisions`)).body as RevisionRow[];
    expect(list.map((row) => row.live)).to.deep.equal([true, false]);
    expect(list[0]!.changed).to.deep.equal(['Title', 'Section 1, Hero with workflow strip, Heading (h1)', 'Section 3, FAQ, Questions 1, Answer']);
    expect(list[1]!.changed).to.deep.equal([]);

    const older = await call('GET', `/api/admin/pages/${page.id}/revisions/${list[1]!.id}`);
    expect(older.status).to.equal(200);
    const changes = older.body.changes as Change[];
    expect(changes.map((change) => change.field)).to.deep.equal(['title', 'sections.0.heading', 'sections.2.items.0.answer']);
    const heading = changes[1]!;
    expect(heading.label).to.equal('Section 1, Hero with workflow strip, Heading (h1)');
    // Against the live version: the revision lacks "OB-GYN", which the live page has.
    expect(heading.parts.filter((part) => part.change === 'removed').map((part) => part.text.trim())).to.deep.equal(['OB-GYN']);
    expect(heading.parts.filter((part) => part.change === 'added')).to.deep.equal([]);
    expect((await call('GET', `/api/admin/pages/${page.id}/revisions/${list[0]!.id}`)).body.changes).to.deep.equal([]);

    // A pending change makes no revision live of its own; Update does, and the marker moves.
    const pending = await savePending(live, { title: 'Compare it again', sections: moved });
    expect(pending.status, pending.text).to.equal(200);
    expect(((await call('GET', `/api/admin/pages/${page.id}/revisions`)).body as RevisionRow[]).map((row) => row.live)).to.deep.equal([true, false]);
  });

  it('restores a revision of a live page as its pending change, leaving the live page (and its version) as it was', async () => {
    const page = await create({ path: '/restore-pending', title: 'Restore', sections: withHeading('First Heading'), status: 'published' });
    const live = (
      await call('PUT', `/api/admin/pages/${page.id}`, { sections: withHeading('Second Heading'), status: 'published', ifUpdatedAt: page.updatedAt })
    ).body as AdminPage;
    const [, first] = (await call('GET', `/api/admin/pages/${page.id}/revisions`)).body as RevisionRow[];
    const restored = await call('POST', `/api/admin/pages/${page.id}/revisions/${first!.id}/restore`);
    expect(restored.status, restored.text).to.equal(200);
    expect(restored.body.pending.sections[0]).to.include({ heading: 'First Heading' });
    expect(restored.body.pending).to.include({ path: '/restore-pending', publishAt: null });
    expect(await html('/restore-pending'))
      .to.include('Second Heading')
      .and.not.include('First Heading');
    const after = await pageOf(page.id);
    expect(after.updatedAt).to.equal(live.updatedAt);
    expect(after.sections[0]).to.include({ heading: 'Second Heading' });
    expect((await pendingOf(page.id))!.updatedAt).to.equal(restored.body.pending.updatedAt);
    // Restoring is not publishing: nothing new in the audit log, no new revision.
    expect((await auditActions()).filter((entry) => entry.target === `page:${page.id}`).map((entry) => entry.action)).to.deep.equal([
      'page.publish',
      'page.publish',
    ]);
    expect((await call('GET', `/api/admin/pages/${page.id}/revisions`)).body).to.have.length(2);
    // An editor tab that saw the page before the restore is told (409), not allowed to overwrite it.
    expect((await savePending(live, { title: 'Stale tab' })).status).to.equal(409);
    // Update publishes it.
    const update = await call('PUT', `/api/admin/pages/${page.id}`, {
      sections: restored.body.pending.sections,
      status: 'published',
      ifUpdatedAt: live.updatedAt,
    });
    expect(update.status, update.text).to.equal(200);
    expect(await html('/restore-pending')).to.include('First Heading');
  });

  it('restores into a draft as before (the draft itself), and answers 404 for an unknown revision', async () => {
    const draft = await create({ path: '/restore-draft', title: 'One' });
    await call('PUT', `/api/admin/pages/${draft.id}`, { title: 'Two', status: 'draft' });
    const [, first] = (await call('GET', `/api/admin/pages/${draft.id}/revisions`)).body as RevisionRow[];
    const restored = await call('POST', `/api/admin/pages/${draft.id}/revisions/${first!.id}/restore`);
    expect(restored.status).to.equal(200);
    expect(restored.body).to.include({ title: 'One', status: 'draft' });
    expect((await call('POST', `/api/admin/pages/${draft.id}/revisions/999999/restore`)).status).to.equal(404);
    expect((await call('GET', `/api/admin/pages/${draft.id}/revisions/999999`)).status).to.equal(404);
  });
});

describe(`The pages admin API: scheduled updates of live pages (${testDatabaseKind})`, () => {
  usePagesApp((started) => (api = started));

  it('schedules a live page’s pending change, which goes live when due (audited, with a revision) and not before', async () => {
    const page = await create({ path: '/scheduled-update', title: 'Update me', sections: withHeading('Today’s Heading'), status: 'published' });
    const publishAt = inMinutes(30);
    const scheduled = await savePending(page, { sections: withHeading('Tomorrow’s Heading'), publishAt });
    expect(scheduled.status, scheduled.text).to.equal(200);
    expect(scheduled.body.pending.publishAt).to.equal(publishAt);
    expect(await html('/scheduled-update')).to.include('Today’s Heading');
    const scheduleEntry = (await auditActions()).at(-1)!;
    expect(scheduleEntry).to.include({ action: 'page.schedule', target: `page:${page.id}` });
    expect(JSON.parse(scheduleEntry.details)).to.include({ update: true, publishAt });

    // An autosave without publishAt keeps the schedule.
    const autosaved = await savePending(page, { title: 'Update me too' }, scheduled.body.pending.updatedAt);
    expect(autosaved.status, autosaved.text).to.equal(200);
    expect(autosaved.body.pending).to.include({ publishAt, title: 'Update me too' });
    expect(autosaved.body.pending.sections[0].heading).to.equal('Tomorrow’s Heading');

    await runSchedulerIn(1);
    expect(await html('/scheduled-update')).to.include('Today’s Heading');
    await runSchedulerIn(31);
    expect(await html('/scheduled-update'))
      .to.include('Tomorrow’s Heading')
      .and.not.include('Today’s Heading');
    const after = await pageOf(page.id);
    expect(after).to.include({ title: 'Update me too', status: 'published', pending: null });
    const published = (await auditActions()).at(-1)!;
    expect(published).to.include({ action: 'page.publish', target: `page:${page.id}` });
    expect(JSON.parse(published.details)).to.include({ scheduled: true, update: true });
    const [newest] = (await call('GET', `/api/admin/pages/${page.id}/revisions`)).body as RevisionRow[];
    expect(newest).to.include({ title: 'Update me too', live: true });
    // Exactly once: a second run finds nothing due.
    const entries = (await auditActions()).length;
    await runSchedulerIn(32);
    expect(await auditActions()).to.have.length(entries);
  });

  it('refuses a schedule in the past, malformed, on a page not live yet, or of a change that breaks a guardrail, keeping what was stored', async () => {
    const page = await create({ path: '/schedule-refused', title: 'Refused', sections: withHeading('Kept Heading'), status: 'published' });
    const past = await savePending(page, { title: 'Past', publishAt: new Date(Date.now() - 60_000).toISOString() });
    expect(past.status).to.equal(400);
    expect(past.body.errors[0]).to.include({ field: 'publishAt' });
    const malformed = await savePending(page, { title: 'Malformed', publishAt: 'next tuesday' });
    expect(malformed.status).to.equal(400);
    expect(malformed.body.errors[0].field).to.equal('publishAt');
    const broken = withHeading('');
    const guarded = await savePending(page, { sections: broken, publishAt: inMinutes(10) });
    expect(guarded.status).to.equal(400);
    expect(guarded.body.errors.map((error: { field: string }) => error.field)).to.include('sections.0.heading');
    expect(await pendingOf(page.id)).to.equal(null);

    // A stored schedule makes every later save a publish check; null unschedules it, and then a draft check applies.
    const ok = await savePending(page, { title: 'Fine', publishAt: inMinutes(10) });
    expect(ok.status, ok.text).to.equal(200);
    const autosave = await savePending(page, { sections: broken }, ok.body.pending.updatedAt);
    expect(autosave.status).to.equal(400);
    expect((await pendingOf(page.id))!.sections[0]).to.include({ heading: 'Kept Heading' });
    const unscheduled = await savePending(page, { sections: broken, publishAt: null }, ok.body.pending.updatedAt);
    expect(unscheduled.status, unscheduled.text).to.equal(200);
    expect(unscheduled.body.pending.publishAt).to.equal(null);

    const notLive = await create({ path: '/schedule-not-live', title: 'Soon', sections: obGynSections(), status: 'scheduled', publishAt: inMinutes(60) });
    const onScheduled = await savePending(notLive, { title: 'Sooner', publishAt: inMinutes(10) });
    expect(onScheduled.status).to.equal(400);
    expect(onScheduled.body.errors[0].field).to.equal('publishAt');
  });

  it('moves a page by a scheduled update (301 from the old path), and stops one whose path another page took meanwhile', async () => {
    const page = await create({ path: '/update-moves', title: 'Moves', sections: obGynSections(), status: 'published' });
    const moving = await savePending(page, { path: '/update-moved', publishAt: inMinutes(5) });
    expect(moving.status, moving.text).to.equal(200);
    const blocked = await create({ path: '/update-blocked', title: 'Blocked', sections: obGynSections(), status: 'published' });
    const blocking = await savePending(blocked, { path: '/update-taken', publishAt: inMinutes(5) });
    expect(blocking.status, blocking.text).to.equal(200);
    await create({ path: '/update-taken', title: 'Took it' });

    await runSchedulerIn(6);
    expect((await pageOf(page.id)).path).to.equal('/update-moved');
    const old = await request(`${api.app.url}/update-moves`);
    expect(old.status).to.equal(301);
    expect(old.headers.get('location')).to.match(/\/update-moved$/);
    // The stopped one keeps its pending change, unscheduled, and the audit log says why.
    expect((await pageOf(blocked.id)).path).to.equal('/update-blocked');
    expect(await pendingOf(blocked.id)).to.include({ path: '/update-taken', publishAt: null });
    const stopped = (await auditActions()).find((entry) => entry.target === `page:${blocked.id}` && entry.details.includes('failed'));
    expect(stopped).to.include({ action: 'page.schedule' });
  });

  it('discards a scheduled update with its schedule', async () => {
    const page = await create({ path: '/discard-scheduled', title: 'Discard', sections: withHeading('Stays'), status: 'published' });
    expect((await savePending(page, { sections: withHeading('Never'), publishAt: inMinutes(5) })).status).to.equal(200);
    expect((await call('DELETE', `/api/admin/pages/${page.id}/pending`)).status).to.equal(200);
    await runSchedulerIn(6);
    expect(await html('/discard-scheduled'))
      .to.include('Stays')
      .and.not.include('Never');
  });
});
