import { defineConfig } from "vitest/config";
import { useRunTempDir } from "../../scripts/run-temp-dir";

// A run of its own for interrupted-run.test.ts: the repository's run folder and clean-up, one file that hangs.
useRunTempDir();

export default defineConfig({ test: { include: ["hang.fixture.ts"], pool: "threads", testTimeout: 600_000 } });
