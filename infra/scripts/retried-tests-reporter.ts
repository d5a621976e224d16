import type { Reporter, TestCase } from "vitest/node";

type TestError = NonNullable<ReturnType<TestCase["result"]>["errors"]>[number];

/**
 * Names every browser test that failed once and passed on its retry (vitest.config.ts retries only the
 * e2e and integration projects), so a race shows up in every run's output and is fixed, not hidden.
 */
export default class RetriedTestsReporter implements Reporter {
  private readonly retried: string[] = [];

  onTestCaseResult(testCase: TestCase) {
    const { flaky, retryCount } = testCase.diagnostic() ?? { flaky: false, retryCount: 0 };
    if (!flaky) return;
    // A test that passed on its retry keeps the failed attempt's error: what lost the race.
    const error = testCase.result().errors?.[0];
    const why = error ? `\n    first attempt: ${(error.message ?? String(error)).split("\n")[0]}${lineIn(testCase, error)}` : "";
    this.retried.push(`${testCase.module.moduleId} > ${testCase.fullName} (${retryCount} retry)${why}`);
  }

  onTestRunEnd() {
    if (this.retried.length === 0) return;
    console.log(`\n\x1b[33m[retried]\x1b[0m ${this.retried.length} test(s) passed only on a retry: a race to fix`);
    for (const name of this.retried) console.log(`  ${name}`);
  }
}

/**
 * " (line 58)": the test file's line the failed attempt stopped at, from the first frame of its stack
 * in that file (vitest hands reporters the stack as text, source-mapped).
 */
function lineIn(testCase: TestCase, error: TestError): string {
  const at = `${testCase.module.moduleId}:`;
  const frame = error.stack?.split("\n").find((line) => line.includes(at));
  return frame ? ` (line ${frame.slice(frame.indexOf(at) + at.length).split(":")[0]})` : "";
}
