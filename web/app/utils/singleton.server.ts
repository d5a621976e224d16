/**
 * Process-wide values (clients, hubs, caches), created once per process and
 * kept on globalThis so that Vite's dev-server reloads of a module reuse them
 * instead of opening a second connection. Every module that holds such a
 * value goes through here.
 */
const store = globalThis as typeof globalThis & { __paperjetSingletons?: Map<string, unknown> };

function singletons(): Map<string, unknown> {
  return (store.__paperjetSingletons ??= new Map());
}

export function singleton<T>(name: string, create: () => T): T {
  const all = singletons();
  if (!all.has(name)) all.set(name, create());
  return all.get(name) as T;
}

/** Puts a value in place of the one `singleton(name)` would create or hold (tests, a changed configuration). */
export function replaceSingleton<T>(name: string, value: T): T {
  singletons().set(name, value);
  return value;
}

/** Forgets the value held under `name`, so that the next `singleton(name)` creates a new one (a stopped client). */
export function forgetSingleton(name: string): void {
  singletons().delete(name);
}

/** Forgets every value (tests that share a process between files, after closing the clients). */
export function forgetAllSingletons(): void {
  singletons().clear();
}

export function peekSingleton<T>(name: string): T | undefined {
  return singletons().get(name) as T | undefined;
}
