import { describe, expect, it } from "vitest";
import { CHUNK_RELOAD_GUARD_MS, mayForceReload } from "./chunk-recovery";

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
