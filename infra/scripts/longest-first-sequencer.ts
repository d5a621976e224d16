import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const recorded: Record<string, number> = JSON.parse(readFileSync(new URL("test-durations.json", import.meta.url), "utf8"));

/**
 * Test files in the order vitest gives them when it knows how long each takes: failed first, then
 * unknown (new) ones, then the longest first, so that no long file starts late and runs on alone
 * while the other threads wait for the next project. vitest knows only this checkout's last run; a
 * fresh clone has none, and vitest fell back to file size: the page audit (160 lines, two minutes)
 * started 219 s into a 340 s browser phase and ran its last 13 s alone. The durations of a recent
 * run (test-durations.json, written by `npm run test:durations`) stand in for a file not run here yet.
 */
export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const order = (spec: TestSpecification) => {
      const key = `${spec.project.name}:${relative(this.ctx.config.root, spec.moduleId)}`;
      const last = this.ctx.cache.getFileTestResults(key);
      if (last?.failed) return Number.POSITIVE_INFINITY;
      return last?.duration ?? (key in recorded ? recorded[key] * 1000 : Number.MAX_VALUE);
    };
    return [...files].sort((a, b) => order(b) - order(a));
  }
}
