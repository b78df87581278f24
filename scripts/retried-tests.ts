/**
 * A Vitest reporter that lists the tests a retry rescued (passed, but not on
 * their first attempt) in the JSON file named by RETRIED_TESTS_FILE.
 * `npm test` reads it and fails the run: the retry keeps a timing miss
 * from hiding what else is broken, but a test that needed it is a bug to fix.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export interface RetriedTest {
  file: string;
  name: string;
  retries: number;
  /** What failed on the attempts before the pass (message and the first lines of the stack). */
  errors: string[];
}

/** An error of a failed attempt, short enough to print: its message and the stack's first frames. */
function describeError(error: { message?: string; stack?: string; diff?: string }): string {
  const lines = (error.stack ?? error.message ?? 'an error without a message').split('\n').slice(0, 8);
  if (error.diff) lines.push(...error.diff.split('\n').slice(0, 30));
  return lines.join('\n');
}

/** The tests that passed only after one or more retries. */
export function retriedTests(modules: ReadonlyArray<TestModule>, root: string): RetriedTest[] {
  const found: RetriedTest[] = [];
  for (const module of modules) {
    for (const test of module.children.allTests()) {
      const diagnostic = test.diagnostic();
      if (test.result().state === 'passed' && diagnostic?.flaky) {
        found.push({
          file: path.relative(root, module.moduleId),
          name: test.fullName,
          retries: diagnostic.retryCount,
          // Vitest keeps the errors of the failed attempts on a test that passed in the end.
          errors: (test.result().errors ?? []).map(describeError),
        });
      }
    }
  }
  return found;
}

export default class RetriedTestsReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const file = process.env.RETRIED_TESTS_FILE;
    if (file) writeFileSync(file, JSON.stringify(retriedTests(modules, process.cwd()), null, 2));
  }
}
