/**
 * The footer's default Dashboard link and the site's own paths in Menus (docs/product/pages.md#menus); labels
 * and titles that are NUL or invisible only refused; section links that leave the site refused; a page
 * header's breadcrumb never concatenated into the BreadcrumbList (docs/product/pages.md#the-page-editor).
 */
import { expect } from 'chai';
import { down, up } from '#database/migrations/2026-12-07-0100-add-dashboard-footer-link.ts';
import type { Navigation } from '#shared/navigation.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { pageCalls, section, usePagesApp, type PagesApi } from '../helpers/pages-api.ts';

let api: PagesApi;
const { call, create, html } = pageCalls(() => api);
const errorFields = (body: { errors?: { field: string }[] }) => (body.errors ?? []).map((error) => error.field);
const footerLinks = (footer: Navigation['footer']) => footer.flatMap((column) => column.links.map((link) => `${column.heading}: ${link.label} ${link.href}`));

describe(`Menus: the Dashboard link, the site's own paths, and text that shows (${testDatabaseKind})`, () => {
  usePagesApp((started) => (api = started));

  it("has a Dashboard link in the footer's Company column as seeded, on every page", async () => {
    const { footer } = (await call('GET', '/api/admin/navigation')).body as Navigation;
    expect(footerLinks(footer)).to.include('Company: Dashboard /dashboard');
    for (const path of ['/', '/solutions']) expect(await html(path)).to.match(/<footer[\s\S]*<a href="\/dashboard">Dashboard<\/a>[\s\S]*<\/footer>/);
  });

  it('accepts the site’s own paths that are not pages (/dashboard, /login, /search, /book), and an owner may remove the Dashboard link', async () => {
    const current = (await call('GET', '/api/admin/navigation')).body as Navigation & { updatedAt: string };
    const header = [...current.header.slice(0, 3), { label: 'Sign in', href: '/login' }];
    const footer = current.footer.map((column, index) =>
      index === 2
        ? {
            ...column,
            links: [...column.links, { label: 'Staff', href: '/dashboard/' }, { label: 'Search', href: '/search' }, { label: 'Book', href: '/book' }],
          }
        : column,
    );
    const saved = await call('PUT', '/api/admin/navigation', { header, footer });
    expect(saved.status, saved.text).to.equal(200);
    const withoutDashboard = (saved.body as Navigation).footer.map((column) => ({
      ...column,
      links: column.links.filter((link) => link.href !== '/dashboard'),
    }));
    const removed = await call('PUT', '/api/admin/navigation', { header: current.header, footer: withoutDashboard });
    expect(removed.status, removed.text).to.equal(200);
    expect(footerLinks((removed.body as Navigation).footer)).not.to.include('Company: Dashboard /dashboard');
    expect(await html('/solutions')).not.to.include('<a href="/dashboard">Dashboard</a>');
    await call('PUT', '/api/admin/navigation', { header: current.header, footer: current.footer });
  });

  it('gives a site seeded before it the Dashboard link once, through the migration', async () => {
    const db = api.app.db;
    const seeded = (await call('GET', '/api/admin/navigation')).body as Navigation;
    const older = seeded.footer.map((column) => ({ ...column, links: column.links.filter((link) => link.href !== '/dashboard') }));
    await db('site_navigation')
      .where({ id: 1 })
      .update({ footer: JSON.stringify(older) });
    await up(db);
    await up(db);
    const after = JSON.parse(((await db('site_navigation').where({ id: 1 }).first('footer')) as { footer: string }).footer) as Navigation['footer'];
    expect(footerLinks(after).filter((link) => link.endsWith('/dashboard'))).to.deep.equal(['Company: Dashboard /dashboard']);
    expect(await html('/solutions')).to.include('<a href="/dashboard">Dashboard</a>');
    await down(db);
    await up(db);
  });

  it('refuses NUL, other control characters and invisible-only labels and headings with 400 naming each field, and saves nothing', async () => {
    const current = (await call('GET', '/api/admin/navigation')).body as Navigation & { updatedAt: string };
    const header = [
      { ...current.header[0]!, label: 'Serv\u0000ices' },
      { label: '\u200b\u200d', href: '/solutions' },
      { label: '\u3164', href: '/blog' },
      { label: 'Blog\u001b[31m', href: '/blog' },
    ];
    const footer = [
      { ...current.footer[0]!, heading: '\u2060\ufeff' },
      { ...current.footer[1]!, links: [{ label: 'A\u0000', href: '/blog' }] },
    ];
    const response = await call('PUT', '/api/admin/navigation', { header, footer });
    expect(response.status).to.equal(400);
    expect(errorFields(response.body)).to.deep.equal([
      'header.0.label',
      'header.1.label',
      'header.2.label',
      'header.3.label',
      'footer.0.heading',
      'footer.1.links.0.label',
    ]);
    expect((await call('GET', '/api/admin/navigation')).body).to.deep.equal(current);
    expect(await html('/')).not.to.include('\u0000');
  });

  it('refuses a page title with NUL or only invisible characters, even in a draft, naming title', async () => {
    for (const title of ['Pricing\u0000', '\u200b\u200b', '\u3164', 'A\u0007B']) {
      for (const status of ['draft', 'published']) {
        const response = await call('POST', '/api/admin/pages', { path: '/pricing-test', title, sections: [section('hero', 'hero')], status });
        expect(response.status, `${JSON.stringify(title)} ${status}`).to.equal(400);
        expect(errorFields(response.body)).to.include('title');
      }
    }
    expect((await api.app.db('site_pages').where({ path: '/pricing-test' })).length).to.equal(0);
  });

  it('refuses section links that leave the site (/\\evil.example, /%2F/evil.example), even in a draft, naming the field', async () => {
    for (const href of ['/\\evil.example', '/%2F/evil.example', '/%2f%2fevil.example', '/%5Cevil.example']) {
      const sections = [section('pageHeader', 'header', { heading: 'Pricing', breadcrumbHref: href })];
      const response = await call('POST', '/api/admin/pages', { path: '/pricing-links', title: 'Pricing', sections, status: 'draft' });
      expect(response.status, href).to.equal(400);
      expect(errorFields(response.body)).to.deep.equal(['sections.0.breadcrumbHref']);
    }
    // A query may carry an encoded slash: only the path is read.
    const kept = [section('pageHeader', 'header', { heading: 'Pricing', breadcrumbHref: '/search?q=a%2Fb' })];
    expect((await call('POST', '/api/admin/pages', { path: '/pricing-links', title: 'Pricing', sections: kept, status: 'draft' })).status).to.equal(201);
  });

  it('never concatenates an absolute breadcrumb link into the BreadcrumbList: only this site’s crumbs, each an absolute URL of it', async () => {
    const sections = [
      section('pageHeader', 'header', { heading: 'Pricing', eyebrow: 'Partners', breadcrumbHref: 'https://evil.example/x' }),
      section('contact', 'contact'),
    ];
    await create({ path: '/pricing-crumbs', title: 'Pricing', metaDescription: 'Prices.', sections, status: 'published' });
    const page = await html('/pricing-crumbs');
    const lists = [...page.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
      .map((match) => JSON.parse(match[1]!) as { '@type': string; itemListElement?: { item: string; position: number }[] })
      .filter((data) => data['@type'] === 'BreadcrumbList');
    expect(lists).to.have.length(1);
    const items = lists[0]!.itemListElement!;
    const origin = new URL(items[0]!.item).origin;
    expect(items.map((item) => item.position)).to.deep.equal([1, 2]);
    for (const item of items) expect(new URL(item.item).origin).to.equal(origin);
    expect(page).not.to.match(/https?:\/\/[^"]*https:\/\/evil\.example/);
  });
});
