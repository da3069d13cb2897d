/** How `npm test` deals the files into runs (scripts/test-runs.ts): every file once, by measured time. */
import { expect } from 'chai';
import { globSync } from 'node:fs';
import { aloneFiles, balance, estimate, plannedLanes, testFiles, type FileTimes } from '#scripts/test-runs.ts';

describe('npm test: files dealt into runs by measured time', () => {
  it('plans every test file exactly once per database, whatever the table holds', () => {
    const files = testFiles(true);
    const planned = plannedLanes(true, 3).flatMap((lane) => lane.files.map((file) => `${file.db} ${file.file}`));
    const expected = [...files.sqlite.map((file) => `sqlite ${file}`), ...files.postgres.map((file) => `postgres ${file}`)];
    expect(planned.sort()).to.deep.equal(expected.sort());
    expect(files.sqlite).to.include('test/unit/test-runs.test.ts');
    expect(files.postgres).to.include('test/browser/auth.test.ts');
    expect(files.postgres).not.to.include('test/reliability/memory-limit.test.ts');
    // The suites run alone after the runs are in none of them, and with them every file on SQLite is run.
    expect(files.sqlite).not.to.include.members(aloneFiles);
    expect([...files.sqlite, ...aloneFiles].sort()).to.deep.equal(globSync('test/**/*.test.ts').sort());
  });

  it('estimates a file not in the table by the other database, then by its folder', () => {
    const times: FileTimes = { sqlite: { 'test/api/a.test.ts': 100, 'test/api/b.test.ts': 3, 'test/api/c.test.ts': 5 }, postgres: {} };
    expect(estimate(times, 'sqlite', 'test/api/a.test.ts')).to.deep.equal({ db: 'sqlite', file: 'test/api/a.test.ts', seconds: 100, measured: true });
    expect(estimate(times, 'postgres', 'test/api/a.test.ts').seconds).to.equal(100);
    expect(estimate(times, 'sqlite', 'test/api/new.test.ts')).to.include({ seconds: 5, measured: false });
    expect(estimate({ sqlite: {}, postgres: {} }, 'sqlite', 'test/api/new.test.ts').seconds).to.equal(10);
  });

  it('gives each file, longest first, to the run with the least time so far', () => {
    const lanes = balance(
      [7, 6, 5, 4, 3, 2, 1].map((seconds) => ({ db: 'sqlite' as const, file: `f${seconds}`, seconds, measured: true })),
      3,
    );
    expect(lanes.map((lane) => lane.seconds)).to.deep.equal([10, 9, 9]);
    expect(lanes.map((lane) => lane.files.map((file) => file.file))).to.deep.equal([
      ['f7', 'f2', 'f1'],
      ['f6', 'f3'],
      ['f5', 'f4'],
    ]);
  });
});
