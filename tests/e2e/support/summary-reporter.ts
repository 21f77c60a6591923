import type {
  FullConfig,
  FullResult,
  Reporter,
  Suite,
  TestCase,
  TestResult,
} from '@playwright/test/reporter';

/**
 * Prints one last line after the list reporter, easy to grep in CI logs:
 * `e2e: passed 49, failed 0, flaky 0, skipped 0, did not run 0 · 190.0 s · passed`.
 */
export default class SummaryReporter implements Reporter {
  private readonly outcomes = new Map<string, ReturnType<TestCase['outcome']>>();
  private total = 0;

  onBegin(_config: FullConfig, suite: Suite): void {
    this.total = suite.allTests().length;
  }

  onTestEnd(test: TestCase, _result: TestResult): void {
    this.outcomes.set(test.id, test.outcome());
  }

  onEnd(result: FullResult): void {
    // `--list` runs nothing and has nothing to sum up.
    if (this.outcomes.size === 0 && result.status === 'passed') return;
    const count = (outcome: ReturnType<TestCase['outcome']>) =>
      [...this.outcomes.values()].filter((value) => value === outcome).length;
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
