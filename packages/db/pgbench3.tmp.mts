import { PGlite } from "@electric-sql/pglite";
import { readFileSync } from "node:fs";
const dump = new Blob([readFileSync(process.argv[2])]);
for (let i = 0; i < 6; i++) { const t0=performance.now(); const c0=process.cpuUsage(); const p = new PGlite(undefined, { loadDataDir: dump }); await p.waitReady; const t1=performance.now(); await p.query("select 1"); await p.close(); const c=process.cpuUsage(c0); console.log((t1-t0).toFixed(0), ((c.user+c.system)/1000).toFixed(0)); }
