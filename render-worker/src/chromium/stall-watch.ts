export interface StallWatch {
  /** Resolves once the browser is found idle while the render is still waiting for it. */
  stalled: Promise<"stalled">;
  stop(): void;
}

/**
 * Watches a render for a browser that does nothing. A render is CPU work from start to end (no
 * network, fonts in memory), so a browser that uses almost no CPU for `quietMs` while the render
 * waits is not going to answer: single-process Chromium's `Page.printToPDF` sometimes never does
 * (docs/performance.md). A page that is busy (an endless loop, a huge table) is left to the render's
 * deadline. The first sample is taken after `sampleMs`, so the many short renders cost nothing.
 */
export function watchForStall(options: {
  cpuMs: () => Promise<number | undefined>;
  quietMs: number;
  sampleMs?: number;
  /** Below this share of one core over `quietMs`, the browser counts as idle. */
  minShare?: number;
}): StallWatch {
  const sampleMs = options.sampleMs ?? Math.max(50, Math.floor(options.quietMs / 4));
  const minShare = options.minShare ?? 0.01;
  const samples: { at: number; cpu: number }[] = [];
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const stalled = new Promise<"stalled">((resolve) => {
    const sample = async () => {
      const cpu = await options.cpuMs().catch(() => undefined);
      if (stopped) return;
      // Without a reading (not Linux, browser gone) there is nothing to judge by.
      if (cpu === undefined) return;
      const at = performance.now();
      samples.push({ at, cpu });
      const first = samples[0];
      if (at - first.at >= options.quietMs) {
        if (cpu - first.cpu < minShare * (at - first.at)) return resolve("stalled");
        // Keep just the samples of the last `quietMs`, so one busy moment does not hide a later stall.
        while (samples.length > 1 && at - samples[1].at >= options.quietMs) samples.shift();
      }
      timer = setTimeout(sample, sampleMs);
    };
    timer = setTimeout(sample, sampleMs);
  });
  return {
    stalled,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
