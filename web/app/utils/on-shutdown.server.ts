import { forgetAllSingletons, peekSingleton, singleton } from "./singleton.server.ts";

/**
 * Registers a process-wide client's close function; web/server.mjs calls them
 * in order after the HTTP server has finished its open requests on SIGTERM/SIGINT.
 * `first`: work that still needs the clients (writes finishing after their
 * response) runs before any client closes.
 */
export function onShutdown(close: () => unknown, options: { first?: boolean } = {}) {
  // web/server.mjs reads the same list through globalThis.__paperjetSingletons (it cannot import TypeScript).
  const closes = singleton<Array<() => unknown>>("on-shutdown", () => []);
  if (options.first) closes.unshift(close);
  else closes.push(close);
}

/**
 * Closes every registered client and forgets every process-wide value: the next use creates them
 * afresh. Test files that share a thread call it between files (web/tests/support/shared-thread.setup.ts).
 */
export async function closeProcessClients(): Promise<void> {
  for (const close of peekSingleton<Array<() => unknown>>("on-shutdown") ?? []) {
    await Promise.resolve(close()).catch(() => undefined);
  }
  forgetAllSingletons();
}
