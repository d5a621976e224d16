import { vi } from "vitest";

/**
 * The test files of a project that runs in worker threads (vitest.config.ts: `pool: "threads"`,
 * `isolate: false`) share a thread: a fresh process per file spent 1–4 CPU-seconds starting Node,
 * vitest and, for most, PGlite's WebAssembly, more than many files' tests take. What one file leaves
 * behind must not reach the next, so before each file this puts back the environment the thread
 * started with and forgets the modules of this repository, which the file then imports afresh with
 * their module-level state. node_modules are kept: they hold no state of ours.
 */
const holder = globalThis as typeof globalThis & { __paperjetTestEnv?: NodeJS.ProcessEnv };
const started = (holder.__paperjetTestEnv ??= { ...process.env });
for (const name of Object.keys(process.env)) if (!(name in started)) delete process.env[name];
Object.assign(process.env, started);
vi.resetModules();
