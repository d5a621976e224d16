/**
 * Keeps one render worker running for `npm start`. A worker that exits while it should run (a
 * crash, an out-of-memory kill) is started again after a delay that doubles with every restart
 * (firstDelayMs … maxDelayMs), so a worker that cannot start does not spin; the delay starts
 * over once a worker has run for stableMs. Jobs of the lost worker go to its successor when their
 * locks expire (JOB_LOCK_MS).
 */
export function superviseWorker({ start, log, firstDelayMs = 1_000, maxDelayMs = 30_000, stableMs = 60_000 }) {
  let current;
  let timer;
  let stopped = false;
  let delayMs = firstDelayMs;
  let restarts = 0;

  const launch = () => {
    const startedAt = Date.now();
    const worker = (current = start());
    worker.exited.then(({ code, signal }) => {
      if (stopped) return;
      if (Date.now() - startedAt >= stableMs) delayMs = firstDelayMs;
      restarts += 1;
      log(
        `worker stopped unexpectedly (${signal ?? `exit code ${code}`}); starting a new one in ${delayMs / 1000} s (restart ${restarts})`,
      );
      timer = setTimeout(launch, delayMs);
      delayMs = Math.min(delayMs * 2, maxDelayMs);
    });
  };
  launch();

  return {
    name: "worker",
    get current() {
      return current;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current.stop();
    },
  };
}
