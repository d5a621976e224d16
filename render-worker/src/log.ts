/**
 * One JSON line per event on stdout/stderr. Callers pass ids, counts and
 * durations only: job data, documents and anything secret never reach a log.
 */
export type LogLevel = "debug" | "info" | "warn" | "error";
export type Logger = Record<LogLevel, (message: string, fields?: Record<string, unknown>) => void>;

const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export function createLogger(options: { level: LogLevel; workerId: string }): Logger {
  const write =
    (level: LogLevel) =>
    (message: string, fields: Record<string, unknown> = {}) => {
      if (order[level] < order[options.level]) return;
      const line = JSON.stringify({ time: new Date().toISOString(), level, worker: options.workerId, message, ...fields });
      (level === "error" || level === "warn" ? process.stderr : process.stdout).write(`${line}\n`);
    };
  return { debug: write("debug"), info: write("info"), warn: write("warn"), error: write("error") };
}
