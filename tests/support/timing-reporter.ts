// A Vitest reporter beside the default one: when TEST_TIMES_DIR is set (scripts/test.mjs sets it),
// it writes each project's test files with their seconds, and every test that needed a retry with
// the error of its first attempt, as `{project}.json` there. The runner prints them as tables.
import { writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { Reporter, TestModule } from "vitest/node";

export type FileTime = {
  file: string;
  project: string;
  seconds: number;
  passed: number;
  failed: number;
};
export type Retried = { file: string; test: string; retries: number; firstFailure: string };
export type ProjectTimes = { files: FileTime[]; retried: Retried[] };

export default class TimingReporter implements Reporter {
  onTestRunEnd(modules: readonly TestModule[]) {
    const dir = process.env.TEST_TIMES_DIR;
    if (!dir) return;
    const byProject = new Map<string, ProjectTimes>();
    for (const testModule of modules) {
      const project = testModule.project.name || "default";
      const times = byProject.get(project) ?? { files: [], retried: [] };
      byProject.set(project, times);
      const file = relative(process.cwd(), testModule.moduleId);
      const tests = [...testModule.children.allTests()];
      const { duration, collectDuration, setupDuration } = testModule.diagnostic();
      times.files.push({
        file,
        project,
        seconds: (duration + collectDuration + setupDuration) / 1000,
        passed: tests.filter((test) => test.result().state === "passed").length,
        failed: tests.filter((test) => test.result().state === "failed").length,
      });
      for (const test of tests) {
        const { retryCount } = test.diagnostic() ?? { retryCount: 0 };
        if (retryCount === 0) continue;
        const first = test.result().errors?.[0];
        times.retried.push({
          file,
          test: test.fullName,
          retries: retryCount,
          firstFailure: (first?.message ?? "unknown").split("\n").slice(0, 3).join(" / "),
        });
      }
    }
    for (const [project, times] of byProject)
      writeFileSync(join(dir, `${project}.json`), JSON.stringify(times, null, 2));
  }
}
