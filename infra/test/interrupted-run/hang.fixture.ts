import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { it } from "vitest";

// Starts what a browser test starts (a detached process group, as the shared server and Chromium are),
// says so, and waits until the run is stopped.
it("hangs with a detached child", async () => {
  const child = spawn("sleep", ["600"], { detached: true, stdio: "ignore" });
  writeFileSync(process.env.HANG_PID_FILE!, String(child.pid));
  await new Promise(() => {});
});
