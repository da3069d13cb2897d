/**
 * How `npm test` splits the suites into runs side by side (docs/decisions/072-balanced-test-runs.md): every test
 * file on SQLite, and the API, database, reliability and browser sign-in files on PostgreSQL, found by glob so a
 * new file is always run, are dealt out by their measured time in test/file-times.json (longest first, each to the
 * run with the least so far). A file not measured yet counts as its time on the other database, else as the median
 * of its folder's measured files.
 */
import { existsSync, globSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type TestDb = 'sqlite' | 'postgres';

export interface TestFile {
  db: TestDb;
  file: string;
  seconds: number;
  measured: boolean;
}

export interface Lane {
  files: TestFile[];
  seconds: number;
}

export type FileTimes = Record<TestDb, Record<string, number>>;

export const fileTimesPath = 'test/file-times.json';

const postgresSuites = ['test/api/**/*.test.ts', 'test/database/**/*.test.ts', 'test/reliability/**/*.test.ts', 'test/browser/auth.test.ts'];
// The memory test runs once, on SQLite: the memory it measures is the images', not the database's.
const sqliteOnly = ['test/reliability/memory-limit.test.ts'];

/** The test files each database runs, sorted. */
/**
 * Suites that measure what the browser draws while a page loads, run on SQLite after the side-by-side runs, alone
 * on the machine: the layout-shift suite checks that nothing moves once drawn, and with two runs on two cores
 * Chromium painted pages before their fonts and islands had arrived, a shift of the starved machine, not of the
 * page (CI, 2026-11-28: three tries in a row). Alone, it measures the pages.
 */
export const aloneFiles = ['test/browser/layout-shift.test.ts'];

export function testFiles(withPostgres: boolean): Record<TestDb, string[]> {
  const sqlite = globSync('test/**/*.test.ts')
    .filter((file) => !aloneFiles.includes(file))
    .sort();
  const postgres = withPostgres ? [...new Set(postgresSuites.flatMap((pattern) => globSync(pattern)))].filter((file) => !sqliteOnly.includes(file)).sort() : [];
  return { sqlite, postgres };
}

export function readFileTimes(): FileTimes {
  if (!existsSync(fileTimesPath)) return { sqlite: {}, postgres: {} };
  const times = JSON.parse(readFileSync(fileTimesPath, 'utf8')) as Partial<FileTimes>;
  return { sqlite: times.sqlite ?? {}, postgres: times.postgres ?? {} };
}

function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const folderOf = (file: string) => file.split('/').slice(0, 2).join('/');

/** A file's measured seconds, else its time on the other database, else the median of its folder's files on this one (then the database's, then 10 s). */
export function estimate(times: FileTimes, db: TestDb, file: string): TestFile {
  const measured = times[db][file];
  if (measured !== undefined) return { db, file, seconds: measured, measured: true };
  // The same file on the other database costs about the same (the image suites' work is the images', not the database's).
  const otherDb = times[db === 'sqlite' ? 'postgres' : 'sqlite'][file];
  if (otherDb !== undefined) return { db, file, seconds: otherDb, measured: false };
  const known = Object.entries(times[db]);
  const folder = median(known.filter(([other]) => folderOf(other) === folderOf(file)).map(([, seconds]) => seconds));
  return { db, file, seconds: folder ?? median(known.map(([, seconds]) => seconds)) ?? 10, measured: false };
}

/** Longest first, each file to the lane with the least time so far: within a few percent of the best split for these sizes. */
export function balance(files: TestFile[], laneCount: number): Lane[] {
  const lanes: Lane[] = Array.from({ length: laneCount }, () => ({ files: [], seconds: 0 }));
  for (const file of [...files].sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file))) {
    const lane = lanes.reduce((least, candidate) => (candidate.seconds < least.seconds ? candidate : least));
    lane.files.push(file);
    lane.seconds += file.seconds;
  }
  return lanes;
}

/**
 * Puts the times a run measured (`TEST_FILE_TIMES_UPDATE=1`) into test/file-times.json: a measured file's time
 * replaces its old one, a file no longer there leaves the table, the rest stay as they were.
 */
export function writeMeasuredTimes(dir: string): void {
  const times = readFileTimes();
  const current = testFiles(true);
  for (const db of ['sqlite', 'postgres'] as const) {
    times[db] = Object.fromEntries(Object.entries(times[db]).filter(([file]) => current[db].includes(file)));
  }
  for (const name of readdirSync(dir)) {
    const db: TestDb = name.endsWith('-postgres.json') ? 'postgres' : 'sqlite';
    Object.assign(times[db], JSON.parse(readFileSync(join(dir, name), 'utf8')) as Record<string, number>);
  }
  const sorted = (entries: Record<string, number>) => Object.fromEntries(Object.entries(entries).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(fileTimesPath, `${JSON.stringify({ sqlite: sorted(times.sqlite), postgres: sorted(times.postgres) }, null, 2)}\n`);
  console.log(`\nWrote the measured time of each file to ${fileTimesPath}.`);
}

/** The lanes `npm test` runs side by side: every file of `testFiles`, dealt out by its measured (or estimated) time. */
export function plannedLanes(withPostgres: boolean, laneCount: number): Lane[] {
  const times = readFileTimes();
  const files = testFiles(withPostgres);
  return balance(
    [...files.sqlite.map((file) => estimate(times, 'sqlite', file)), ...files.postgres.map((file) => estimate(times, 'postgres', file))],
    laneCount,
  );
}

// `node scripts/test-runs.ts [runs]`: prints how `npm test` would deal the files out, without running them.
if (import.meta.main) {
  for (const [index, lane] of plannedLanes(Boolean(process.env.TEST_DATABASE_URL), Number(process.argv[2]) || 3).entries()) {
    console.log(`Run ${index + 1}: ${(lane.seconds / 60).toFixed(1)} min measured, ${lane.files.length} files`);
    for (const file of lane.files)
      console.log(`  ${file.db.padEnd(8)} ${file.seconds.toFixed(1).padStart(6)} s${file.measured ? '' : ' (not in the table: estimated)'}  ${file.file}`);
  }
}
