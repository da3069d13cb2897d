import { expect } from 'chai';
import { isDatabaseUnavailable } from '#database/unavailable.server.ts';
import { toHttpError } from '#server/errors.server.ts';

const withCode = (code: string) => Object.assign(new Error(code), { code });

describe('isDatabaseUnavailable', () => {
  for (const code of [
    'SQLITE_IOERR_WRITE',
    'SQLITE_READONLY',
    'SQLITE_READONLY_DIRECTORY',
    'SQLITE_READONLY_RECOVERY',
    'SQLITE_BUSY_SNAPSHOT',
    'SQLITE_CANTOPEN_ISDIR',
    'SQLITE_FULL',
    '57P01',
    'ECONNREFUSED',
  ]) {
    it(`treats ${code} as the database being unavailable`, () => {
      expect(isDatabaseUnavailable(withCode(code))).to.equal(true);
    });
  }

  it('looks inside an AggregateError of connection attempts', () => {
    const aggregate = new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect failed');
    expect(isDatabaseUnavailable(aggregate)).to.equal(true);
    expect(toHttpError(aggregate).status).to.equal(503);
  });

  for (const code of ['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_ERROR', 'SQLITE_READONLYX', '23505', '42P01']) {
    it(`leaves ${code} alone (a bug or a conflict, not an outage)`, () => {
      expect(isDatabaseUnavailable(withCode(code))).to.equal(false);
    });
  }

  it('answers PostgreSQL refusing a NUL character as the request’s fault (400)', () => {
    expect(toHttpError(withCode('22021')).status).to.equal(400);
  });
});
