const holder = globalThis as typeof globalThis & { __paperjetOnShutdown?: Array<() => unknown> };

/**
 * Registers a process-wide client's close function; web/server.mjs calls them
 * after the HTTP server has finished its open requests on SIGTERM/SIGINT.
 */
export function onShutdown(close: () => unknown) {
  (holder.__paperjetOnShutdown ??= []).push(close);
}
