import type {
  FullConfig,
  FullResult,
  Reporter,
  Suite,
  TestCase,
  TestResult,
} from '@playwright/test/reporter';

/** How many of the slowest spec files the summary lists. */
const SLOWEST_FILES = 8;

/**
 * Prints, after the list reporter, the spec files that took the longest (their tests' times
 * added up, retries included: where the suite's minutes go), then one last line easy to grep in
 * CI logs: `e2e: passed 49, failed 0, flaky 0, skipped 0, did not run 0 · 190.0 s · passed`.
 */
export default class SummaryReporter implements Reporter {
  private readonly outcomes = new Map<string, ReturnType<TestCase['outcome']>>();
  private total = 0;
  private readonly secondsByFile = new Map<string, number>();

  onBegin(_config: FullConfig, suite: Suite): void {
    this.total = suite.allTests().length;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    this.outcomes.set(test.id, test.outcome());
    const file = test.location.file.replace(/^.*\/tests\/e2e\//, '');
    this.secondsByFile.set(file, (this.secondsByFile.get(file) ?? 0) + result.duration / 1000);
  }

  onEnd(result: FullResult): void {
    // `--list` runs nothing and has nothing to sum up.
    if (this.outcomes.size === 0 && result.status === 'passed') return;
    const count = (outcome: ReturnType<TestCase['outcome']>) =>
      [...this.outcomes.values()].filter((value) => value === outcome).length;
    const slowest = [...this.secondsByFile].sort(([, a], [, b]) => b - a).slice(0, SLOWEST_FILES);
    process.stdout.write('e2e: slowest spec files (seconds in tests, both workers)\n');
    for (const [file, fileSeconds] of slowest)
      process.stdout.write(`  ${fileSeconds.toFixed(1).padStart(7)}  ${file}\n`);
    const seconds = (result.duration / 1000).toFixed(1);
    const line =
      `e2e: passed ${count('expected')}, failed ${count('unexpected')}, flaky ${count('flaky')}, ` +
      `skipped ${count('skipped')}, did not run ${this.total - this.outcomes.size} · ${seconds} s · ${result.status}`;
    process.stdout.write(`${line}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
