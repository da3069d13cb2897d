import { expect } from 'chai';
import { redisTestUrl, sharedRedisUrl } from '../helpers/redis.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { contactRows, postContact, postForm, randomClientIp, useContactTestApp, validContact } from '../helpers/contacts.ts';

const limit = 5;
const limitedMessage = /wait 10 minutes/;

describe('Contact rate limit', () => {
  // Each test speaks from its own client address (the limit is 5 accepted messages per client).
  const context = useContactTestApp();

  it(`accepts ${limit} messages per client in 10 minutes, then answers 429 with a clear message`, async () => {
    for (let i = 0; i < limit; i++) expect((await postContact(context.app, validContact, context.headers)).status).to.equal(201);
    const limited = await postContact(context.app, validContact, context.headers);
    expect(limited.status).to.equal(429);
    expect(limited.body.message).to.match(limitedMessage);
    expect(limited.headers.get('retry-after')).to.match(/^\d+$/);
    expect(await contactRows(context.app)).to.have.length(limit);
  });

  it('counts each client separately', async () => {
    for (let i = 0; i < limit; i++) await postContact(context.app, validContact, context.headers);
    expect((await postContact(context.app, validContact, context.headers)).status).to.equal(429);
    expect((await postContact(context.app, validContact, { 'x-forwarded-for': randomClientIp() })).status).to.equal(201);
  });

  it('does not count rejected submissions, so a visitor can correct mistakes', async () => {
    for (let i = 0; i < limit + 3; i++) expect((await postContact(context.app, { ...validContact, email: 'typo' }, context.headers)).status).to.equal(400);
    for (let i = 0; i < limit; i++) expect((await postContact(context.app, validContact, context.headers)).status).to.equal(201);
    expect((await postContact(context.app, validContact, context.headers)).status).to.equal(429);
  });

  it('counts a filled honeypot like an accepted message', async () => {
    for (let i = 0; i < limit; i++) await postContact(context.app, { ...validContact, website: 'spam' }, context.headers);
    expect((await postContact(context.app, validContact, context.headers)).status).to.equal(429);
    expect(await contactRows(context.app)).to.have.length(0);
  });

  it('shares one count between the API and the HTML form, which re-renders with the message', async () => {
    for (let i = 0; i < limit - 1; i++) await postContact(context.app, validContact, context.headers);
    expect((await postForm(context.app, { ...validContact, source: 'home' }, context.headers)).status).to.equal(303);
    const limited = await postForm(context.app, { ...validContact, fullName: 'Kept Name', source: 'home' }, context.headers);
    expect(limited.status).to.equal(429);
    expect(limited.headers.get('cache-control')).to.equal('no-store');
    expect(limited.text).to.match(/<div class="form-error-summary" role="alert"[^>]*>[\s\S]*wait 10 minutes/);
    expect(limited.text).to.match(/name="fullName" value="Kept Name"/);
    expect((await postContact(context.app, validContact, context.headers)).status).to.equal(429);
    expect(await contactRows(context.app)).to.have.length(limit);
  });
});

if (redisTestUrl)
  describe('Contact rate limit with REDIS_URL', () => {
    const redisEnv = { TRUST_PROXY: '1', REDIS_URL: sharedRedisUrl() };
    let first: TestApp;
    let second: TestApp;
    before(async () => {
      first = await startTestApp(redisEnv);
      second = await startTestApp(redisEnv);
    });
    after(async () => {
      await first.close();
      await second.close();
    });

    it('shares the count between two app instances', async () => {
      const headers = { 'x-forwarded-for': randomClientIp() };
      for (let i = 0; i < limit; i++) {
        const app = i % 2 === 0 ? first : second;
        expect((await postContact(app, validContact, headers)).status).to.equal(201);
      }
      expect((await postContact(first, validContact, headers)).status).to.equal(429);
      const limited = await postContact(second, validContact, headers);
      expect(limited.status).to.equal(429);
      expect(limited.body.message).to.match(limitedMessage);
      expect((await postContact(second, validContact, { 'x-forwarded-for': randomClientIp() })).status).to.equal(201);
    });
  });
