import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { parseEnv } from "@paperjet/contracts";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/** Where the database is: DATABASE_URL, or embedded PGlite under `.data/` at the repository root. */
export function databaseConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = parseEnv(
    z.object({
      DATABASE_URL: z.string().url().refine((u) => /^postgres(ql)?:/.test(u), "must be a postgres:// URL").optional(),
      PGLITE_DIR: z.string().optional(),
    }),
    env,
    "database",
  );
  return { databaseUrl: parsed.DATABASE_URL, pgliteDir: parsed.PGLITE_DIR ?? path.join(repoRoot, ".data", "pglite") };
}
