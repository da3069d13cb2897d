/**
 * Mocha's spec reporter, plus how long each test file took (its top-level suites, hooks included), printed at
 * the end slowest first and, with TEST_FILE_TIMES=<path>, written there as JSON after each file ({ "test/…": seconds }): what
 * `npm test` balances its runs by (scripts/test-runs.ts).
 */
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import Mocha from 'mocha';

const { Spec } = Mocha.reporters;
const { EVENT_SUITE_BEGIN, EVENT_SUITE_END, EVENT_RUN_END } = Mocha.Runner.constants;

class FileTimes extends Spec {
  constructor(runner: Mocha.Runner, options: Mocha.MochaOptions) {
    super(runner, options);
    const started = new Map<Mocha.Suite, number>();
    const seconds: Record<string, number> = {};
    runner.on(EVENT_SUITE_BEGIN, (suite: Mocha.Suite) => {
      if (suite.file && suite.parent?.root) started.set(suite, performance.now());
    });
    const rounded = () => Object.fromEntries(Object.entries(seconds).map(([file, time]) => [file, Math.round(time * 10) / 10]));
    runner.on(EVENT_SUITE_END, (suite: Mocha.Suite) => {
      const start = started.get(suite);
      if (start === undefined || !suite.file) return;
      const file = relative(process.cwd(), suite.file);
      seconds[file] = (seconds[file] ?? 0) + (performance.now() - start) / 1000;
      // Written after each file, so that a run stopped halfway still says how long its files took.
      if (process.env.TEST_FILE_TIMES) writeFileSync(process.env.TEST_FILE_TIMES, `${JSON.stringify(rounded(), null, 2)}\n`);
    });
    runner.once(EVENT_RUN_END, () => {
      const slowest = Object.entries(rounded()).sort(([, a], [, b]) => b - a);
      console.log(`  Time per file (s): ${slowest.map(([file, time]) => `${file} ${time}`).join(', ')}`);
    });
  }
}

export { FileTimes as 'module.exports' };
