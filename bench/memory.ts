import { readdirSync, readFileSync } from "node:fs";

/** Resident memory of a process in MB, or 0 once it is gone. */
function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** Every process below `pid`, from /proc (spawning `ps` five times a second stalled the benchmark's own client). */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat = "";
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue;
    }
    // After the command name in parentheses (which may hold spaces): the state, then the parent.
    const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const all: number[] = [];
  const walk = (p: number) => (children.get(p) ?? []).forEach((c) => (all.push(c), walk(c)));
  walk(pid);
  return all;
}

/**
 * Samples RSS every 200 ms and keeps the peaks: the web process, each worker
 * process, and each worker's Chromium (the sum of all its processes: browser,
 * renderers, GPU/utility), since a browser's memory is spread over many.
 */
export function trackPeakMemory(options: { webPid: number; workerPids: () => number[] }) {
  const peaks = { web: 0, worker: 0, chromium: 0 };
  const sample = () => {
    peaks.web = Math.max(peaks.web, rssMb(options.webPid));
    for (const pid of options.workerPids()) {
      peaks.worker = Math.max(peaks.worker, rssMb(pid));
      peaks.chromium = Math.max(
        peaks.chromium,
        descendants(pid).reduce((sum, p) => sum + rssMb(p), 0),
      );
    }
  };
  const timer = setInterval(sample, 200);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peaks;
    },
  };
}
