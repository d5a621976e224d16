/**
 * Layout + paint time per fixture in Node (median and p95 over repeated runs after a warm-up).
 * Target: the 1,000-row table (~25 pages) under 150 ms median. CPU ms is printed too: on the shared
 * 2-core machine wall time swings with other people's load, the CPU this process spent does not
 * (it includes GC threads, so it can exceed wall time).
 */
import { createNodeEngine } from "../src/node.ts";
import { FIXED_NOW, loadFixtures } from "../test/fixtures.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = 5;
const engine = await createNodeEngine();

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

console.log(
  `${"fixture".padEnd(16)} ${"pages".padStart(5)} ${"median ms".padStart(10)} ${"p95 ms".padStart(8)} ${"median CPU ms".padStart(14)}  (layout+paint, ${RUNS} runs)`,
);
for (const fixture of loadFixtures()) {
  const times: number[] = [];
  const cpu: number[] = [];
  let pages = 0;
  // Font loading is a one-off per face, not part of layout: load before timing.
  await engine.prepare(fixture.document as never);
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    const laidOut = engine.layout(fixture.document as never, fixture.data, { now: FIXED_NOW });
    for (const page of laidOut.pages) engine.paint(page);
    if (i >= WARMUP) {
      times.push(performance.now() - start);
      const used = process.cpuUsage(cpuStart);
      cpu.push((used.user + used.system) / 1000);
    }
    pages = laidOut.pages.length;
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  console.log(
    `${fixture.name.padEnd(16)} ${String(pages).padStart(5)} ${percentile(times, 50).toFixed(1).padStart(10)} ${percentile(times, 95).toFixed(1).padStart(8)} ${percentile(cpu, 50).toFixed(1).padStart(14)}`,
  );
}
