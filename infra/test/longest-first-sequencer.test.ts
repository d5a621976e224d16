import { describe, expect, it } from "vitest";
import type { TestSpecification, Vitest } from "vitest/node";
import LongestFirstSequencer from "../scripts/longest-first-sequencer";

const root = "/repo";
const spec = (project: string, file: string) =>
  ({ project: { name: project }, moduleId: `${root}/${file}` }) as unknown as TestSpecification;
const sequencer = (lastRun: Record<string, { duration: number; failed: boolean }>) =>
  new LongestFirstSequencer({ config: { root }, cache: { getFileTestResults: (key: string) => lastRun[key] } } as unknown as Vitest);
const names = (specs: TestSpecification[]) => specs.map((s) => s.moduleId.slice(root.length + 1));

describe("the order test files start in", () => {
  const files = [
    spec("e2e", "web/tests/e2e/route-languages.test.ts"),
    spec("e2e", "web/tests/e2e/page-audit.test.ts"),
    spec("e2e", "web/tests/e2e/brand-new.test.ts"),
    spec("e2e", "web/tests/e2e/deployment.test.ts"),
  ];

  it("is the recorded durations', longest first, in a checkout that has run nothing; files not recorded go first", async () => {
    expect(names(await sequencer({}).sort(files))).toEqual([
      "web/tests/e2e/brand-new.test.ts",
      "web/tests/e2e/page-audit.test.ts",
      "web/tests/e2e/deployment.test.ts",
      "web/tests/e2e/route-languages.test.ts",
    ]);
  });

  it("follows this checkout's last run where it has one, failed files first", async () => {
    const lastRun = {
      "e2e:web/tests/e2e/route-languages.test.ts": { duration: 500_000, failed: false },
      "e2e:web/tests/e2e/deployment.test.ts": { duration: 1_000, failed: true },
    };
    expect(names(await sequencer(lastRun).sort(files))).toEqual([
      "web/tests/e2e/deployment.test.ts",
      "web/tests/e2e/brand-new.test.ts",
      "web/tests/e2e/route-languages.test.ts",
      "web/tests/e2e/page-audit.test.ts",
    ]);
  });
});
