import { describe, expect, it } from "vitest";
import { CHUNK_RELOAD_GUARD_MS, fullLoadRecoveryScript, mayForceReload } from "./chunk-recovery";

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
}

describe("mayForceReload", () => {
  it("reloads a path once, not again within 10 s, and again after", () => {
    const storage = memoryStorage();
    expect(mayForceReload("/app/designer/1", 1_000, storage)).toBe(true);
    expect(mayForceReload("/app/designer/1", 1_000 + CHUNK_RELOAD_GUARD_MS - 1, storage)).toBe(false);
    expect(mayForceReload("/app/designer/1", 1_000 + CHUNK_RELOAD_GUARD_MS, storage)).toBe(true);
  });

  it("guards each path on its own", () => {
    const storage = memoryStorage();
    expect(mayForceReload("/app/dashboard", 5_000, storage)).toBe(true);
    expect(mayForceReload("/app/settings", 5_001, storage)).toBe(true);
    expect(mayForceReload("/app/dashboard", 5_002, storage)).toBe(false);
  });

  it("treats a damaged entry as no earlier reload", () => {
    const storage = memoryStorage();
    storage.setItem("paperjet.chunkReloads", "{not json");
    expect(mayForceReload("/", 0, storage)).toBe(true);
  });
});

describe("fullLoadRecoveryScript", () => {
  /** The script run against a window of its own: its error listener, the storage and the reloads. */
  function run() {
    const storage = memoryStorage();
    let listener: ((event: { target: unknown }) => void) | undefined;
    const reloads: string[] = [];
    const window = {
      addEventListener: (_type: string, l: typeof listener) => (listener = l),
      sessionStorage: storage,
      location: { pathname: "/pricing", reload: () => reloads.push("reload") },
    } as Record<string, unknown>;
    new Function("window", "console", fullLoadRecoveryScript())(window, { error: () => undefined });
    const fail = (target: unknown) => listener!({ target });
    return { window, fail, reloads };
  }

  it("reloads once when a route chunk's preload or the module script fails before the app runs, not for other errors", () => {
    const { fail, reloads } = run();
    fail({ tagName: "IMG", src: "/x.png" });
    fail({ tagName: "SCRIPT", type: "", src: "https://tracker.example/t.js" });
    expect(reloads).toEqual([]);
    fail({ tagName: "LINK", rel: "modulepreload", href: "/assets/route-abc.js" });
    fail({ tagName: "SCRIPT", type: "module", src: "" });
    expect(reloads).toEqual(["reload"]);
  });

  it("leaves failures to the app's own handler once it runs", () => {
    const { window, fail, reloads } = run();
    window.__paperjetChunkRecovery = true;
    fail({ tagName: "LINK", rel: "modulepreload", href: "/assets/route-abc.js" });
    expect(reloads).toEqual([]);
  });
});
