import { randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { chromium, type Browser } from "playwright-core";

/**
 * Flags that work on a host without network or GPU. The proxy flags are a second
 * wall behind the print page's request interception: a request that slipped past
 * it would still go to a closed port. The headless shell hints glyphs unless told
 * not to, and hinted advances no longer match the engine's measured line widths
 * (decisions/084).
 */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
  "--font-render-hinting=none",
  "--proxy-server=http://127.0.0.1:9",
  "--proxy-bypass-list=<-loopback>",
];

/**
 * Debian's `chromium-headless-shell`: Chromium's automation build (the "old headless" Playwright also
 * defaults to). It prints a PDF inside the page's renderer, where the full browser starts a
 * print-compositor process for every PDF (decisions/084).
 */
export const DEFAULT_CHROMIUM_PATH = "/usr/lib/chromium/chromium-headless-shell";

const launchMarks = new WeakMap<Browser, string>();

/**
 * Debian's Chromium headless shell (or CHROMIUM_PATH), never a downloaded browser.
 *
 * `singleProcess`: renderer and utilities run inside the browser process (decisions/005; off by
 * default, it segfaults under mixed load). One page's crash or endless loop then takes the whole
 * browser down (see `closeChromium`), and the pages of one browser share one renderer thread, so a
 * caller that wants parallel renders launches one browser per page.
 */
export async function launchChromium(options: { executablePath?: string; singleProcess?: boolean } = {}): Promise<Browser> {
  // Playwright does not hand out the browser's process; a switch Chromium ignores finds it again.
  const mark = `--paperjet-launch=${randomUUID()}`;
  const browser = await chromium.launch({
    executablePath: options.executablePath ?? process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...(options.singleProcess ? ["--single-process", "--no-zygote"] : []), mark],
    headless: true,
    timeout: 30_000,
    // The worker's own SIGTERM handling finishes the renders in flight, then closes its browsers;
    // Playwright's default would close them the moment the signal arrives. (Playwright still kills
    // them when the process exits.)
    handleSIGTERM: false,
    handleSIGINT: false,
    handleSIGHUP: false,
  });
  launchMarks.set(browser, mark);
  return browser;
}

/**
 * Closes a browser, and kills its processes if it has not closed within `timeoutMs`: a
 * single-process browser whose page spins forever never answers `close()` and would stay
 * behind, burning a core.
 */
export async function closeChromium(browser: Browser, timeoutMs = 5_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const closed = await Promise.race([
    browser.close().then(
      () => true,
      () => true,
    ),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    }),
  ]);
  clearTimeout(timer);
  const mark = launchMarks.get(browser);
  if (closed || !mark) return;
  for (const pid of await processesWithArgument(mark)) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
}

/**
 * CPU time in ms that the browser's processes (the launched one and all its descendants) have
 * used so far; undefined when none is found (not Linux, or already gone). A render that waits on a
 * browser using no CPU at all is waiting for an answer that will not come.
 */
export async function chromiumCpuMs(browser: Browser): Promise<number | undefined> {
  const mark = launchMarks.get(browser);
  if (!mark) return undefined;
  // The launched processes stay the same for the browser's life; find them by their command lines once.
  let roots = launchedPids.get(browser);
  if (!roots) launchedPids.set(browser, (roots = processesWithArgument(mark)));
  const stats = await processStats();
  const live = (await roots).filter((pid) => stats.has(pid));
  if (live.length === 0) return undefined;
  const children = new Map<number, number[]>();
  for (const [pid, stat] of stats) (children.get(stat.ppid) ?? children.set(stat.ppid, []).get(stat.ppid)!).push(pid);
  let ticks = 0;
  const seen = new Set<number>();
  const visit = (pid: number) => {
    if (seen.has(pid)) return;
    seen.add(pid);
    ticks += stats.get(pid)?.ticks ?? 0;
    children.get(pid)?.forEach(visit);
  };
  live.forEach(visit);
  return ticks * (1000 / CLOCK_TICKS_PER_SECOND);
}

const launchedPids = new WeakMap<Browser, Promise<number[]>>();

// USER_HZ: 100 on every Linux architecture Chromium ships for.
const CLOCK_TICKS_PER_SECOND = 100;

/** Every process's parent and CPU ticks (user + system) from /proc/<pid>/stat. */
async function processStats(): Promise<Map<number, { ppid: number; ticks: number }>> {
  const stats = new Map<number, { ppid: number; ticks: number }>();
  await Promise.all(
    (await processIds()).map(async (pid) => {
      const text = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
      // The command name (2nd field) may hold spaces; the fields after its ")" are fixed.
      const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
      if (fields.length < 13) return;
      stats.set(pid, { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    }),
  );
  return stats;
}

/** Linux: the processes whose command line holds `argument` (none elsewhere). */
async function processesWithArgument(argument: string): Promise<number[]> {
  const found: number[] = [];
  for (const pid of await processIds()) {
    const cmdline = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "");
    if (cmdline.split("\0").includes(argument)) found.push(pid);
  }
  return found;
}

/** Linux: every process id in /proc (none elsewhere). */
async function processIds(): Promise<number[]> {
  const entries = await readdir("/proc").catch(() => [] as string[]);
  return entries.filter((e) => /^\d+$/.test(e)).map(Number);
}
