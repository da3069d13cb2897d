import { expect } from 'chai';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { postJson, request } from '../helpers/http.ts';

describe('API error answers', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app.close());

  function expectJsonError(response: { status: number; headers: Headers; body: any; text: string }, status: number) {
    expect(response.status).to.equal(status);
    expect(response.headers.get('content-type')).to.match(/^application\/json/);
    expect(response.body.message).to.be.a('string').and.not.be.empty;
    expect(response.text).not.to.match(/at .*\.(ts|js):\d+|node_modules|SQLITE|select |insert /i);
  }

  it('answers an unknown API path with 404 JSON', async () => {
    expectJsonError(await request(`${app.url}/api/nothing-here`), 404);
  });

  it('answers malformed JSON with 400 JSON', async () => {
    expectJsonError(await postJson(`${app.url}/api/nothing-here`, '{"fullName": '), 400);
  });

  it('answers a form-encoded body with 415', async () => {
    const response = await request(`${app.url}/api/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'fullName=x',
    });
    expectJsonError(response, 415);
  });

  it('answers a body over the limit with 413', async () => {
    expectJsonError(await postJson(`${app.url}/api/contacts`, { message: 'x'.repeat(200_000) }), 413);
  });

  it('answers deeply nested JSON without crashing', async () => {
    const deep = '['.repeat(20_000) + ']'.repeat(20_000);
    const response = await postJson(`${app.url}/api/contacts`, deep);
    expect(response.status).to.be.within(400, 499);
    expect((await request(`${app.url}/healthz`)).status).to.equal(200);
  });

  it('refuses a cross-site POST with 403', async () => {
    const response = await postJson(`${app.url}/api/contacts`, {}, { headers: { origin: 'https://evil.example' } });
    expectJsonError(response, 403);
    const fetchSite = await postJson(`${app.url}/api/contacts`, {}, { headers: { 'sec-fetch-site': 'cross-site' } });
    expectJsonError(fetchSite, 403);
  });

  it('marks API answers as not cacheable', async () => {
    const response = await request(`${app.url}/api/nothing-here`);
    expect(response.headers.get('cache-control')).to.equal('no-store');
  });
});
