import { expect } from 'chai';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { callApi } from '#islands/api/api-client.ts';

/** Answers each path with a fixed status, type and body, and records what was sent. */
const answers: Record<string, { status: number; type?: string; body: string }> = {
  '/created': { status: 201, type: 'application/json', body: '{"id":7}' },
  '/empty-ok': { status: 204, body: '' },
  '/invalid': {
    status: 400,
    type: 'application/json',
    body: '{"message":"Email is required.","errors":[{"field":"email","message":"Email is required."},{"field":3}]}',
  },
  '/limited': { status: 429, type: 'application/json', body: '{"message":"Too many requests"}' },
  '/proxy': { status: 502, type: 'text/html', body: ' Bad gateway page ' },
  '/blank': { status: 500, body: '' },
  '/no-message': { status: 503, type: 'application/json', body: '{}' },
};

describe('Islands API client', () => {
  let server: Server;
  let base: string;
  let sent: { method?: string; type?: string; body: string } | undefined;
  before(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        sent = { method: req.method, type: req.headers['content-type'], body };
        const answer = answers[req.url ?? ''] ?? { status: 404, body: '' };
        res.writeHead(answer.status, answer.type ? { 'content-type': answer.type } : {}).end(answer.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise((resolve) => server.close(resolve)));

  it('sends JSON and answers the JSON body of a 2xx answer as data', async () => {
    expect(await callApi('POST', `${base}/created`, { name: 'x' })).to.deep.equal({ ok: true, status: 201, data: { id: 7 } });
    expect(sent).to.deep.equal({ method: 'POST', type: 'application/json', body: '{"name":"x"}' });
    expect(await callApi('DELETE', `${base}/empty-ok`)).to.deep.equal({ ok: true, status: 204, data: undefined });
    expect(sent?.type).to.equal(undefined);
  });

  it('answers a failure as {status, message, errors}, keeping only well-formed field errors', async () => {
    expect(await callApi('POST', `${base}/invalid`, {})).to.deep.equal({
      ok: false,
      status: 400,
      message: 'Email is required.',
      errors: [{ field: 'email', message: 'Email is required.' }],
    });
    expect(await callApi('GET', `${base}/limited`)).to.deep.equal({ ok: false, status: 429, message: 'Too many requests', errors: [] });
  });

  it('takes the body text when it is not JSON, and the status text when there is no message at all', async () => {
    expect(await callApi('GET', `${base}/proxy`)).to.deep.equal({ ok: false, status: 502, message: 'Bad gateway page', errors: [] });
    expect(await callApi('GET', `${base}/blank`)).to.deep.equal({ ok: false, status: 500, message: 'Internal Server Error', errors: [] });
    expect(await callApi('GET', `${base}/no-message`)).to.deep.equal({ ok: false, status: 503, message: 'Service Unavailable', errors: [] });
  });

  it('rejects when no answer comes at all', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    let failed = false;
    await callApi('GET', `http://127.0.0.1:${port}/`).catch(() => (failed = true));
    expect(failed).to.equal(true);
  });
});
