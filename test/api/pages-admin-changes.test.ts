/**
 * A page's pending change, revisions, scheduling and path changes (docs/product/api.md#pages, decision 074):
 * what visitors see at each step, on the next request.
 */
import { expect } from 'chai';
import { publishDuePosts } from '#database/scheduled-publishing.server.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { request } from '../helpers/http.ts';
import { obGynSections, pageCalls, usePagesApp, type AdminPage, type PagesApi } from '../helpers/pages-api.ts';

let api: PagesApi;
const { call, create, byPath, html, auditActions } = pageCalls(() => api);

interface Revision {
  id: number;
  title: string;
  sections: { type: string; heading?: string }[];
}

const withHeroHeading = (page: AdminPage, heading: string, button: string) =>
  page.sections.map((section, index) => (index === 0 ? { ...section, heading, buttons: [{ label: button, href: '/services/rcm-assessment' }] } : section));

describe(`The pages admin API: pending changes, revisions, scheduling and paths (${testDatabaseKind})`, () => {
  usePagesApp((started) => (api = started));

  it('publishes a new home hero heading and button on the next request; restoring the previous revision and updating brings the old copy back', async () => {
    const home = await byPath('/');
    expect(await html('/')).to.include('Optimize Your Healthcare Practice Revenue');
    const saved = await call('PUT', `/api/admin/pages/${home.id}`, {
      sections: withHeroHeading(home, 'Get Paid For Every Visit', 'Free RCM Assessment'),
      status: 'published',
      ifUpdatedAt: home.updatedAt,
    });
    expect(saved.status, saved.text).to.equal(200);
    expect(await html('/'))
      .to.include('Get Paid For Every Visit')
      .and.include('Free RCM Assessment')
      .and.not.include('Optimize Your Healthcare Practice Revenue');
    // The seed's copy was kept as a revision by the first change: restoring it brings the old copy back.
    const [changed, seed] = (await call('GET', `/api/admin/pages/${home.id}/revisions`)).body as Revision[];
    expect(changed).to.include({ title: 'Home' });
    expect((await call('GET', `/api/admin/pages/${home.id}/revisions/${changed!.id}`)).body.sections[0].heading).to.equal('Get Paid For Every Visit');
    // On a live page the restore is a pending change: the live page stays until Update.
    const restore = await call('POST', `/api/admin/pages/${home.id}/revisions/${seed!.id}/restore`);
    expect(restore.status, restore.text).to.equal(200);
    const pending = restore.body.pending as AdminPage;
    expect(pending.sections[0]).to.include({ heading: 'Optimize Your Healthcare Practice Revenue' });
    expect(await html('/')).to.include('Get Paid For Every Visit');
    expect((await call('PUT', `/api/admin/pages/${home.id}`, { sections: pending.sections, status: 'published' })).status).to.equal(200);
    expect(await html('/'))
      .to.include('Optimize Your Healthcare Practice Revenue')
      .and.not.include('Get Paid For Every Visit');
    expect((await auditActions()).filter((entry) => entry.action === 'page.publish' && entry.target === `page:${home.id}`)).to.have.length(2);
  });

  it('answers a revision with its content, 404 for another page’s or a missing one', async () => {
    const page = await create({ path: '/revisions', title: 'Revision one' });
    const other = await create({ path: '/other-revisions', title: 'Other' });
    const [revision] = (await call('GET', `/api/admin/pages/${page.id}/revisions`)).body as Revision[];
    const shown = await call('GET', `/api/admin/pages/${page.id}/revisions/${revision!.id}`);
    expect(shown.body).to.include({ title: 'Revision one', path: '/revisions' });
    expect(shown.body.sections).to.deep.equal([]);
    expect((await call('GET', `/api/admin/pages/${other.id}/revisions/${revision!.id}`)).status).to.equal(404);
    expect((await call('POST', `/api/admin/pages/${other.id}/revisions/${revision!.id}/restore`)).status).to.equal(404);
    expect((await call('GET', `/api/admin/pages/${page.id}/revisions/abc`)).status).to.equal(400);
  });

  it('restores a revision that breaks a guardrail on a live page as its pending change, which Update then refuses', async () => {
    const page = await create({ path: '/restore-guarded', title: 'Guarded' });
    const [empty] = (await call('GET', `/api/admin/pages/${page.id}/revisions`)).body as Revision[];
    const live = (await call('PUT', `/api/admin/pages/${page.id}`, { sections: obGynSections(), status: 'published' })).body as AdminPage;
    expect((await call('POST', `/api/admin/pages/${page.id}/revisions/${empty!.id}/restore`)).body.pending.sections).to.deep.equal([]);
    expect(await html('/restore-guarded')).to.include('OB-GYN Revenue Cycle Management');
    const refused = await call('PUT', `/api/admin/pages/${page.id}`, { sections: [], status: 'published', ifUpdatedAt: live.updatedAt });
    expect(refused.status).to.equal(400);
    expect(refused.body.errors[0].field).to.equal('sections');
  });

  it('keeps a pending change off the live page until the page is saved with it', async () => {
    const page = await create({ path: '/pending-page', title: 'Pending', sections: obGynSections(), status: 'published' });
    const pendingSections = obGynSections();
    pendingSections[0]!.heading = 'A Pending Heading';
    const saved = await call('PUT', `/api/admin/pages/${page.id}/pending`, {
      title: 'Pending',
      sections: pendingSections,
      ifPageUpdatedAt: page.updatedAt,
      ifPendingUpdatedAt: null,
    });
    expect(saved.status, saved.text).to.equal(200);
    const pending = saved.body.pending as { updatedAt: string; path: string; sections: unknown[] };
    expect(pending.path).to.equal('/pending-page');
    expect(await html('/pending-page'))
      .to.include('OB-GYN Revenue Cycle Management')
      .and.not.include('A Pending Heading');
    expect(((await call('GET', `/api/admin/pages/${page.id}`)).body as AdminPage).updatedAt).to.equal(page.updatedAt);
    expect((await call('GET', `/api/admin/pages/${page.id}/pending`)).body.pending).to.deep.equal(saved.body.pending);

    // A second tab that saw no pending change, or an older page version, gets 409.
    const stalePending = await call('PUT', `/api/admin/pages/${page.id}/pending`, {
      sections: pendingSections,
      ifPageUpdatedAt: page.updatedAt,
      ifPendingUpdatedAt: null,
    });
    expect(stalePending.status).to.equal(409);
    const stalePage = await call('PUT', `/api/admin/pages/${page.id}/pending`, {
      sections: pendingSections,
      ifPageUpdatedAt: '2020-01-01T00:00:00.000Z',
      ifPendingUpdatedAt: pending.updatedAt,
    });
    expect(stalePage.status).to.equal(409);

    const published = await call('PUT', `/api/admin/pages/${page.id}`, { sections: pending.sections, status: 'published', ifUpdatedAt: page.updatedAt });
    expect(published.status).to.equal(200);
    expect((published.body as AdminPage).pending).to.equal(null);
    expect(await html('/pending-page')).to.include('A Pending Heading');
  });

  it('discards a pending change (only the version named), refuses one on a draft, checks its shapes', async () => {
    const page = await create({ path: '/discard-page', title: 'Discard', sections: obGynSections(), status: 'published' });
    const first = await call('PUT', `/api/admin/pages/${page.id}/pending`, { title: 'Changed', ifPageUpdatedAt: page.updatedAt, ifPendingUpdatedAt: null });
    expect(first.status).to.equal(200);
    expect((await call('DELETE', `/api/admin/pages/${page.id}/pending`, { ifPendingUpdatedAt: '2020-01-01T00:00:00.000Z' })).status).to.equal(409);
    expect((await call('DELETE', `/api/admin/pages/${page.id}/pending`, { ifPendingUpdatedAt: first.body.pending.updatedAt })).status).to.equal(200);
    expect((await call('DELETE', `/api/admin/pages/${page.id}/pending`)).status).to.equal(404);
    expect((await call('GET', `/api/admin/pages/${page.id}/pending`)).body).to.deep.equal({ pending: null });
    const badShape = await call('PUT', `/api/admin/pages/${page.id}/pending`, {
      sections: [{ type: 'hero' }],
      ifPageUpdatedAt: page.updatedAt,
      ifPendingUpdatedAt: null,
    });
    expect(badShape.status).to.equal(400);
    expect(badShape.body.errors[0].field).to.equal('sections.0.id');
    const missing = await call('PUT', `/api/admin/pages/${page.id}/pending`, { title: 'No versions' });
    expect(missing.status).to.equal(400);
    const draft = await create({ path: '/draft-pending', title: 'Draft' });
    const onDraft = await call('PUT', `/api/admin/pages/${draft.id}/pending`, { title: 'x', ifPageUpdatedAt: draft.updatedAt, ifPendingUpdatedAt: null });
    expect(onDraft.status).to.equal(409);
  });

  it('schedules a page, which the scheduler publishes when due (audited, in the sitemap)', async () => {
    const publishAt = new Date(Date.now() + 60_000).toISOString();
    const page = await create({ path: '/specialties/scheduled', title: 'Soon', sections: obGynSections(), status: 'scheduled', publishAt });
    expect(page).to.include({ status: 'scheduled', publishAt });
    expect((await call('GET', '/specialties/scheduled')).status).to.equal(404);
    expect((await auditActions()).at(-1)).to.include({ action: 'page.schedule', target: `page:${page.id}` });
    await publishDuePosts(api.app.db, new Date(Date.now() + 120_000));
    expect(((await call('GET', `/api/admin/pages/${page.id}`)).body as AdminPage).status).to.equal('published');
    expect((await call('GET', '/specialties/scheduled')).status).to.equal(200);
    expect((await request(`${api.app.url}/sitemap.xml`)).text).to.include('/specialties/scheduled</loc>');
    const entry = (await auditActions()).at(-1)!;
    expect(entry).to.include({ action: 'page.publish', target: `page:${page.id}` });
    expect(JSON.parse(entry.details)).to.include({ scheduled: true });
  });

  it('answers 301 from a published page’s old path, audited as a path change; a new page may take the old path', async () => {
    const page = await create({ path: '/old-landing', title: 'Landing', sections: obGynSections(), status: 'published' });
    const moved = await call('PUT', `/api/admin/pages/${page.id}`, { path: '/new-landing' });
    expect(moved.status).to.equal(200);
    const redirect = await request(`${api.app.url}/old-landing?utm_source=mail`, { redirect: 'manual' });
    expect(redirect.status).to.equal(301);
    expect(redirect.headers.get('location')).to.equal('/new-landing?utm_source=mail');
    expect((await call('GET', '/new-landing')).status).to.equal(200);
    expect((await auditActions()).find((entry) => entry.action === 'page.path' && entry.target === `page:${page.id}`)).to.not.equal(undefined);
    const taker = await create({ path: '/old-landing', title: 'Taker', sections: obGynSections(), status: 'published' });
    expect(taker.path).to.equal('/old-landing');
    expect((await request(`${api.app.url}/old-landing`, { redirect: 'manual' })).status).to.equal(200);
    const taken = await call('PUT', `/api/admin/pages/${page.id}`, { path: '/old-landing' });
    expect(taken.status).to.equal(400);
    expect(taken.body.errors[0].field).to.equal('path');
  });
});
