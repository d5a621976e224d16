import path from "node:path";
import { z } from "zod";
import { parseEnv } from "@paperjet/contracts";
import { dataDir } from "./data-dir.ts";

/** Where the database is: DATABASE_URL, or embedded PGlite in the data folder (`.data/pglite`). */
export function databaseConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = parseEnv(
    z.object({
      DATABASE_URL: z
        .string()
        .url()
        .refine((u) => /^postgres(ql)?:/.test(u), "must be a postgres:// URL")
        .optional(),
      PGLITE_DIR: z.string().optional(),
    }),
    env,
    "database",
  );
  return { databaseUrl: parsed.DATABASE_URL, pgliteDir: parsed.PGLITE_DIR ?? path.join(dataDir(env), "pglite") };
}
