import { afterEach, describe, expect, it, vi } from "vitest";
import { watchForStall } from "./stall-watch.ts";

describe("watchForStall", () => {
  afterEach(() => vi.useRealTimers());

  /** A browser whose CPU counter grows by `perSecond` ms of CPU per second of wall time. */
  function browserUsing(perSecond: () => number) {
    let cpu = 0;
    let last = performance.now();
    return async () => {
      const now = performance.now();
      cpu += (perSecond() * (now - last)) / 1000;
      last = now;
      return cpu;
    };
  }

  const settledWithin = async (watch: ReturnType<typeof watchForStall>, ms: number) => {
    const outcome = await Promise.race([watch.stalled, new Promise((r) => setTimeout(() => r("still waiting"), ms))]);
    watch.stop();
    return outcome;
  };

  it("calls a browser that uses no CPU stalled after the quiet time", async () => {
    const started = performance.now();
    const watch = watchForStall({ cpuMs: browserUsing(() => 0), quietMs: 300, sampleMs: 50 });
    expect(await settledWithin(watch, 2_000)).toBe("stalled");
    expect(performance.now() - started).toBeGreaterThanOrEqual(300);
  });

  it("leaves a busy browser to the deadline", async () => {
    const watch = watchForStall({ cpuMs: browserUsing(() => 900), quietMs: 200, sampleMs: 50 });
    expect(await settledWithin(watch, 800)).toBe("still waiting");
  });

  it("notices a browser that stops working after a busy start", async () => {
    let busy = true;
    setTimeout(() => (busy = false), 300);
    const watch = watchForStall({ cpuMs: browserUsing(() => (busy ? 900 : 0)), quietMs: 200, sampleMs: 50 });
    expect(await settledWithin(watch, 2_000)).toBe("stalled");
  });

  it("judges nothing without a reading", async () => {
    const watch = watchForStall({ cpuMs: async () => undefined, quietMs: 100, sampleMs: 20 });
    expect(await settledWithin(watch, 500)).toBe("still waiting");
  });

  it("reads nothing once stopped", async () => {
    const cpuMs = vi.fn(async () => 0);
    const watch = watchForStall({ cpuMs, quietMs: 100, sampleMs: 20 });
    watch.stop();
    await new Promise((r) => setTimeout(r, 200));
    expect(cpuMs).not.toHaveBeenCalled();
  });
});
