import { PGlite } from "@electric-sql/pglite";
import { readFileSync, writeFileSync } from "node:fs";
const dump = new Blob([readFileSync("/tmp/s26/snap.tar")]);
const p = new PGlite(undefined, { loadDataDir: dump }); await p.waitReady; await p.query("select count(*) from pg_class");
const d2 = await p.dumpDataDir("none"); writeFileSync("/tmp/s26/snap2.tar", new Uint8Array(await d2.arrayBuffer())); await p.close();
