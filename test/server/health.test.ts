import { expect } from 'chai';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { request } from '../helpers/http.ts';

describe('GET /healthz and /readyz', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app.close());

  it('reports the process up', async () => {
    const response = await request(`${app.url}/healthz`);
    expect(response.status).to.equal(200);
    expect(response.body).to.deep.equal({ status: 'ok' });
  });

  it('reports ready when the database answers', async () => {
    const response = await request(`${app.url}/readyz`);
    expect(response.status).to.equal(200);
    expect(response.body).to.deep.equal({ status: 'ready' });
  });

  it('reports 503 while shutting down', async () => {
    app.lifecycle.shuttingDown = true;
    try {
      const response = await request(`${app.url}/readyz`);
      expect(response.status).to.equal(503);
      expect(response.headers.get('retry-after')).to.equal('5');
    } finally {
      app.lifecycle.shuttingDown = false;
    }
  });
});
