import { readFileSync } from "node:fs";
import { afterEach, expect, it } from "vitest";
// @ts-expect-error plain ESM helpers of the bootstrap scripts
import { killAll, processesWithEnv, startProcess } from "../scripts/processes.mjs";

type Listed = { pid: number; command: string };
const marks: string[] = [];

afterEach(() => {
  for (const mark of marks.splice(0)) killAll(processesWithEnv("PAPERJET_PROCESS_MARK", mark));
});

// Like the worker's Chromium: a process group of its own that keeps starting helpers, so some
// start between startProcess's look for what is left and its kill.
it("stop() returns once the child and all it started, also in process groups of their own, are gone", async () => {
  const spawner = `require("node:child_process").spawn("sh", ["-c", "while :; do sleep 30 & sleep 0.005; done"], { detached: true, stdio: "ignore" }); setInterval(() => {}, 1000);`;
  const started = startProcess("spawner", process.execPath, ["-e", spawner]);
  const mark = /PAPERJET_PROCESS_MARK=([^\0]+)/.exec(readFileSync(`/proc/${started.child.pid}/environ`, "latin1"))![1];
  marks.push(mark);
  const left = (): Listed[] => processesWithEnv("PAPERJET_PROCESS_MARK", mark);
  while (left().filter((p) => p.command === "sleep 30").length < 20) await new Promise((r) => setTimeout(r, 20));

  await started.stop();

  expect(left()).toEqual([]);
});
