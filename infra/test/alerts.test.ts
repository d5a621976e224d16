import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

// The alert rules and the dashboard in infra/monitoring/: Prometheus' own promtool checks the rules
// and runs their unit tests (alerts.test.yaml), and every series they read is one the product exports.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const dir = path.join(repoRoot, "infra", "monitoring");
const rules = parse(readFileSync(path.join(dir, "alerts.yaml"), "utf8"));
const dashboard = JSON.parse(readFileSync(path.join(dir, "grafana-dashboard.json"), "utf8"));

/** Metric names the product registers (prom-client `name: "paperjet_…"` in web and render-worker). */
function exportedMetrics(): Set<string> {
  const sources = ["render-worker/src/metrics.ts", "web/app/features/background/web-metrics.server.ts"].map((file) =>
    readFileSync(path.join(repoRoot, file), "utf8"),
  );
  return new Set(sources.flatMap((text) => [...text.matchAll(/name: "(paperjet_\w+)"/g)].map((m) => m[1]!)));
}

/** paperjet_* names in a PromQL expression, histogram suffixes folded into their metric. */
function seriesIn(expr: string): string[] {
  return [...expr.matchAll(/\b(paperjet_\w+)/g)].map((m) => m[1]!.replace(/_(bucket|sum|count)$/, ""));
}

describe("Prometheus alert rules", () => {
  it("pass promtool check rules and their unit tests", () => {
    const check = spawnSync("promtool", ["check", "rules", "alerts.yaml"], { cwd: dir, encoding: "utf8" });
    expect(check.status, check.stdout + check.stderr).toBe(0);
    expect(check.stdout).toMatch(/SUCCESS: \d+ rules found/);
    const test = spawnSync("promtool", ["test", "rules", "alerts.test.yaml"], { cwd: dir, encoding: "utf8" });
    expect(test.status, test.stdout + test.stderr).toBe(0);
  });

  it("cover queue wait, render failures, Chromium restarts, webhook backlog and 5xx, each explained in docs/operations.md", () => {
    const names: string[] = rules.groups.flatMap((g: { rules: { alert: string }[] }) => g.rules.map((r) => r.alert));
    expect(names).toEqual(
      expect.arrayContaining([
        "PaperjetRenderQueueWaiting",
        "PaperjetRenderFailures",
        "PaperjetChromiumRestarting",
        "PaperjetWebhookBacklog",
        "PaperjetHttp5xx",
      ]),
    );
    const operations = readFileSync(path.join(repoRoot, "docs", "operations.md"), "utf8");
    for (const name of names) expect(operations, name).toContain(`### ${name}`);
  });

  it("read only series the product exports, as does the dashboard", () => {
    const exported = exportedMetrics();
    expect(exported.size).toBeGreaterThan(5);
    const ruleSeries = rules.groups.flatMap((g: { rules: { expr: string }[] }) => g.rules.flatMap((r) => seriesIn(r.expr)));
    const panelSeries = dashboard.panels.flatMap((p: { targets: { expr: string }[] }) => p.targets.flatMap((t) => seriesIn(t.expr)));
    expect([...ruleSeries, ...panelSeries].filter((name) => !exported.has(name))).toEqual([]);
    // Each dashboard query parses as PromQL (promtool checks an expression inside a rule file).
    const asRules = {
      groups: [
        {
          name: "dashboard",
          rules: dashboard.panels.flatMap((p: { targets: { expr: string }[] }, i: number) =>
            p.targets.map((t, j) => ({ record: `dashboard:panel${i}_${j}`, expr: t.expr })),
          ),
        },
      ],
    };
    const scratch = mkdtempSync(path.join(tmpdir(), "paperjet-dashboard-"));
    try {
      writeFileSync(path.join(scratch, "dashboard.rules.yaml"), JSON.stringify(asRules));
      expect(execFileSync("promtool", ["check", "rules", "dashboard.rules.yaml"], { cwd: scratch, encoding: "utf8" })).toContain("SUCCESS");
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
