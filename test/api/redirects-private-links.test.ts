/**
 * Redirect rules never reach a private link (docs/product/redirects.md#rules, SECURITY.md#private-links):
 * a rule over a token route is refused on every case, slash and encoding variant, and one already stored
 * is never applied; a wildcard only continues a path; a target is stored and sent percent-encoded; a
 * Location Node cannot write is a logged 500 at once.
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { expect } from 'chai';
import { createRedirectRule } from '#database/redirect-rules.server.ts';
import { writeRedirect } from '#server/redirects/rule-table.server.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { request } from '../helpers/http.ts';
import { pageCalls, usePagesApp, type PagesApi } from '../helpers/pages-api.ts';

let api: PagesApi;
const { call } = pageCalls(() => api);

describe(`Redirect rules and private links (${testDatabaseKind})`, () => {
  usePagesApp((started) => (api = started));
  const create = (body: unknown) => call('POST', '/api/admin/redirects', body);
  const refusedField = async (body: { from: string; to: string; status: number }) => {
    const response = await create(body);
    expect(response.status, `${body.from} → ${body.to}: ${response.text}`).to.equal(400);
    return (response.body.errors as { field: string }[]).map((error) => error.field);
  };

  it('refuses a rule over a token route, on every case, slash and encoding variant, naming From', async () => {
    const sources = [
      '/book/manage/*',
      '/book/manage*',
      '/book/*',
      '/bo*',
      '/Book/Manage/*',
      '/BOOK/MANAGE/*',
      '/book//manage/*',
      '/book/%6Danage/*',
      '/book%2Fmanage/*',
      '/book%2fmanage%2F*',
      '/%62ook/manage/*',
      '/book/%256Danage/*',
      '/book/%6*',
      '/book/x/../manage/*',
      '/book/manage/abc123',
      '/book/manage/abc123/invite.ics',
      '/calendar/*',
      '/Calendar/*',
      '/cal*',
      '/calendar/abc.ics',
      '/%63alendar/*',
      '/invite/*',
      '/INVITE*',
      '/preview/pages/*',
      '/Preview/*',
      '/login/reset',
      '/Login/*',
      '/profile/confirm-email',
      '/*',
    ];
    for (const from of sources) {
      expect(await refusedField({ from, to: 'https://collector.example/b/*'.replace('/*', from.endsWith('*') ? '/*' : '/x'), status: 302 })).to.deep.equal(
        ['from'],
        from,
      );
    }
    const rules = await request(`${api.app.url}/api/admin/redirects`, { headers: { cookie: api.owner } });
    expect(rules.body).to.deep.equal([]);
  });

  it('never applies a rule stored before this check to a manage link, a calendar feed or a share link', async () => {
    for (const source of ['/book/manage/*', '/calendar/*', '/Book/Manage/*', '/blog/draft-post']) {
      await createRedirectRule(
        api.app.db,
        { source, target: 'https://collector.example/b/*'.replace('*', source.endsWith('*') ? '*' : 'x'), status: 302, createdBy: null },
        async () => {},
      );
    }
    for (const path of [
      '/book/manage/abcdefghijklmnop',
      '/book/manage/abcdefghijklmnop/invite.ics',
      '/calendar/abcdefghijklmnop.ics',
      '/Book/Manage/abcdefghijklmnop',
    ]) {
      for (let round = 0; round < 2; round++) {
        // The first round goes through Express, the second through the fast path.
        const response = await request(`${api.app.url}${path}`);
        expect(response.status, `${path}: ${response.headers.get('location')}`).not.to.be.within(300, 399);
        expect(response.headers.get('location')).to.equal(null);
      }
    }
    const shared = await request(`${api.app.url}/blog/draft-post?preview=secret-token-value`);
    expect(shared.headers.get('location')).to.equal(null);
    // The rule itself still works for a request that carries no token.
    expect((await request(`${api.app.url}/blog/draft-post`)).headers.get('location')).to.equal('https://collector.example/b/x');
    await api.app.db('redirect_rules').del();
  });

  it('refuses a wildcard right after the host, naming To; one that continues a path is kept', async () => {
    for (const to of ['https://partner.example*', 'https://partner.example:8443*', 'http://partner.example*?q=1']) {
      expect(await refusedField({ from: '/ext/*', to, status: 302 })).to.deep.equal(['to'], to);
    }
    const kept = await create({ from: '/ext/*', to: 'https://partner.example/*', status: 302 });
    expect(kept.status, kept.text).to.equal(201);
    const response = await request(`${api.app.url}/ext/@evil.example`);
    expect(response.headers.get('location')).to.equal('https://partner.example/@evil.example');
  });

  it('never sends a prefix rule on to another site through a doubled slash', async () => {
    // `/* ` is refused as a loop today; a rule stored otherwise must still not lead off the site.
    await createRedirectRule(api.app.db, { source: '/old-root/*', target: '/*', status: 301, createdBy: null }, async () => {});
    for (let round = 0; round < 2; round++) {
      const response = await request(`${api.app.url}/old-root//evil.example/x`);
      expect(response.status).to.equal(301);
      expect(response.headers.get('location')).to.equal('/evil.example/x');
    }
    await api.app.db('redirect_rules').where({ source: '/old-root/*' }).del();
  });

  it('stores a target with characters past U+00FF as an encoded URL, and serves it at once on both paths', async () => {
    const created = await create({ from: '/wide', to: 'https://evil.example。com/Ünïcode path?q=ü', status: 302 });
    expect(created.status, created.text).to.equal(400); // a space is not a URL
    const ok = await create({ from: '/wide', to: 'https://bücher.example/straße?q=ü', status: 302 });
    expect(ok.status, ok.text).to.equal(201);
    expect(ok.body.target).to.equal('https://xn--bcher-kva.example/stra%C3%9Fe?q=%C3%BC');
    const dotted = await create({ from: '/wide-dot', to: 'https://evil.example。com/x', status: 302 });
    expect(dotted.body.target).to.equal('https://evil.example.com/x');
    // One stored raw by an older release is percent-encoded when sent.
    await createRedirectRule(api.app.db, { source: '/raw-wide', target: 'https://evil.example/ü。', status: 302, createdBy: null }, async () => {});
    for (let round = 0; round < 2; round++) {
      const response = await request(`${api.app.url}/raw-wide`);
      expect(response.status).to.equal(302);
      expect(response.headers.get('location')).to.equal('https://evil.example/%C3%BC%E3%80%82');
    }
  });

  it('answers a Location Node refuses to write with a logged 500 at once, never a hang', () => {
    const req = new IncomingMessage(new Socket());
    req.method = 'GET';
    const res = new ServerResponse(req);
    const written: { status?: number; ended?: boolean } = {};
    const writeHead = res.writeHead.bind(res);
    res.writeHead = ((status: number, headers: string[]) => {
      written.status = status;
      return writeHead(status, headers);
    }) as typeof res.writeHead;
    res.end = (() => {
      written.ended = true;
      return res;
    }) as typeof res.end;
    const logged: unknown[] = [];
    const status = writeRedirect(res, { status: 302, location: 'https://a.example/\n' }, [], 'request-id', {
      error: (...args: unknown[]) => logged.push(args),
    } as never);
    expect(status).to.equal(500);
    expect(written).to.deep.equal({ status: 500, ended: true });
    expect(logged).to.have.length(1);
  });
});
